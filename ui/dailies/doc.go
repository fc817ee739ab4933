// Package dailies holds what both games' daily-deal screens share and
// ui/kit may not: it keeps the dailies' history in the app's store, which
// knows both games. Sender sends a finished daily to the online day's
// table and says how its sending stands.
package dailies

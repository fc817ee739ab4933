package online

import "strings"

// codeLen is the length of an invite code.
const codeLen = 6

// normalizeCode reads an invite code as a person types it: any case,
// spaces and dashes ignored. It reports false when the rest is not six
// letters and digits (the server is not asked then); a code of letters
// the server never gives (O, 0, I...) is the server's to refuse, as a
// code that does not exist.
func normalizeCode(s string) (string, bool) { return readCode(s, codeLen) }

// readCode reads a code of n letters and digits as a person types it (see
// normalizeCode).
func readCode(s string, n int) (string, bool) {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch {
		case r == ' ' || r == '-' || r == '\t':
		case r >= 'A' && r <= 'Z' || r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			return "", false
		}
	}
	return b.String(), b.Len() == n
}

// showCode writes a code as it is read aloud: two groups of three.
func showCode(code string) string {
	if len(code) != codeLen {
		return code
	}
	return code[:3] + " " + code[3:]
}

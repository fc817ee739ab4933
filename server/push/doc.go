// Package push sends Web Push notifications for the game server: a
// message to a browser that subscribed through the Push API (RFC 8030),
// its payload encrypted for that browser (RFC 8291) and the request
// signed with the server's VAPID key (RFC 8292), which every node shares
// through the store. The encryption and the signature are
// github.com/SherClockHolmes/webpush-go's.
//
// A subscription's endpoint is a URL the server will post to, so it is
// checked twice: when a browser subscribes (https, a host whose every
// address is public) and again when the server connects (the dialer
// refuses a private address, which a host name may come to resolve to).
// Tests allow private addresses and plain http (Config.AllowPrivate).
package push

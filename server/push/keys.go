package push

import (
	"encoding/base64"
	"strings"
)

// decodeKey reads a key in base64url, padded or not (browsers give it
// unpadded; some libraries pad it).
func decodeKey(k string) ([]byte, error) {
	return base64.RawURLEncoding.DecodeString(strings.TrimRight(k, "="))
}

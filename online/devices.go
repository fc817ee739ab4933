package online

import (
	"context"
	"errors"
	"fmt"

	"github.com/koikoi-app/koikoi/server/client"
	"github.com/koikoi-app/koikoi/server/protocol"
)

// One player on several devices: a device asks for a link code
// (Session.LinkCode) and shows it; the other device gives it to Link,
// which returns a new secret that is that player's, for Connect. Both
// devices then see the same tables, records and profile, until one
// unlinks the other (Session.Unlink).
type (
	// LinkCode is a one-time code and when it expires (Unix ms).
	LinkCode = protocol.LinkCode
	// DeviceEntry is one linked device.
	DeviceEntry = protocol.DeviceEntry
)

// LinkCode asks for a code another device links with: valid ten minutes,
// for one device. ErrRateLimited: five codes an hour at most.
func (s *Session) LinkCode(ctx context.Context) (LinkCode, error) {
	return ask[protocol.LinkCode](ctx, s, "link_code", func(h protocol.Header) any { return protocol.GetLinkCode{Header: h} })
}

// Devices lists the devices linked to the player (not the first one), the
// oldest first; This marks the one asking.
func (s *Session) Devices(ctx context.Context) ([]DeviceEntry, error) {
	r, err := ask[protocol.DeviceList](ctx, s, "devices", func(h protocol.Header) any { return protocol.GetDevices{Header: h} })
	return r.Devices, err
}

// Unlink removes a linked device (by DeviceEntry.ID): its secret is no
// one's any more. ErrNotFound: no such device of the player's.
func (s *Session) Unlink(ctx context.Context, device string) error {
	_, err := s.call(ctx, "unlink", func(h protocol.Header) any { return protocol.Unlink{Header: h, Device: device} })
	return err
}

// Link makes this device one of the player's whose device asked for code
// (as typed: any case, spaces and dashes ignored), at the server address
// (as Config.Address). It returns the device's new secret: keep it as the
// app keeps its secret (it replaces the device's own) and Connect with it.
// ErrNotFound: the code is wrong, spent or expired; ErrRateLimited: too
// many wrong codes from this address, try again later.
func Link(ctx context.Context, address, code string) (string, error) {
	if address == "" {
		address = DefaultAddress
	}
	addr, err := ParseAddress(address)
	if err != nil {
		return "", err
	}
	conn, status, err := client.DialStatus(ctx, addr)
	if err != nil {
		return "", dialError(err, status)
	}
	defer conn.CloseNow()
	secret := NewSecret()
	id, err := conn.Send(ctx, protocol.Hello{Header: protocol.Header{Type: "hello"}, V: protocol.Version, Secret: secret, Link: code})
	if err != nil {
		return "", fmt.Errorf("%w: %v", ErrNoServer, err)
	}
	if _, err := conn.Await(ctx, id); err != nil {
		var pe *protocol.Error
		if errors.As(err, &pe) {
			return "", serverError(pe)
		}
		return "", fmt.Errorf("%w: %v", ErrNoServer, err)
	}
	return secret, nil
}

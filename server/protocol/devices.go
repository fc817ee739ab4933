package protocol

// The client's messages of one player's several devices.
type (
	// GetLinkCode asks for a one-time code that another device gives in
	// its Hello (Link) to become this player.
	GetLinkCode struct{ Header }
	// GetDevices lists the devices linked to the player.
	GetDevices struct{ Header }
	// Unlink removes a linked device: its secret is no one's any more.
	Unlink struct {
		Header
		Device string `json:"device"`
	}
)

// LinkCode answers GetLinkCode: the code (two groups of four, any case
// when typed), valid until Expires (Unix ms) and for one device.
type LinkCode struct {
	Type    string `json:"type"` // "link_code"
	Re      int64  `json:"re,omitempty"`
	Code    string `json:"code"`
	Expires int64  `json:"expires"`
}

// DeviceList answers GetDevices, the oldest device first.
type DeviceList struct {
	Type    string        `json:"type"` // "devices"
	Re      int64         `json:"re,omitempty"`
	Devices []DeviceEntry `json:"devices"`
}

// DeviceEntry is one linked device: its id (to unlink it by), when it
// was linked (Unix ms), and whether it is the one asking.
type DeviceEntry struct {
	ID      string `json:"id"`
	Created int64  `json:"created"`
	This    bool   `json:"this,omitempty"`
}

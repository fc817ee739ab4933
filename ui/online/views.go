package online

// Views holds handles on the last built online screens' controls, for
// tests (the calculator pattern).
type Views struct {
	Lobby    *LobbyView
	Name     *NameView
	Create   *CreateView
	Open     *OpenView
	Room     *RoomView
	Quick    *QuickView
	Stats    *StatsView
	Board    *BoardView
	Profile  *ProfileView
	Link     *LinkView
	Blocks   *BlocksView
	Busy     *BusyView
	Error    *ErrorView
	Settings *SettingsView
	Notify   *NotifyView
	Friends  *FriendsView
	Inviting *InvitingView
	Invites  *InvitesView
	Vacation *VacationView
	// Bar is the bar of the online table shown last.
	Bar *TableBar
}

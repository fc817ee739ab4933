// Package sound makes and plays the app's sound effects: a card laid down,
// a capture, a yaku, a Koi-Koi call, a win and a loss. Every effect is
// synthesised in Go when first played (short sums of decaying sine
// partials and filtered noise), so the app ships no sample files.
//
// A Player plays effects on an Output. NewDevice opens the system's audio
// output with github.com/ebitengine/oto/v3 (ALSA on Linux, Web Audio in a
// browser, AAudio/OpenSL on Android, Core Audio on Apple systems) the first
// time a sound is played; tests give a Player an Output of their own and
// never open a device.
//
//	p := sound.NewPlayer(sound.NewDevice())
//	p.Play(sound.Capture)
//	p.SetEnabled(false) // the player's setting
package sound

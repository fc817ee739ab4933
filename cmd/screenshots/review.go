package main

import (
	"log"
	"time"

	"fyne.io/fyne/v2/test"

	kkui "github.com/koikoi-app/koikoi/ui/koikoi"
)

// reviewShot reviews the replay on show (the player's seat) and takes
// the review's report once it is made: the accuracy, luck and skill, the
// costliest decisions. The review runs on its goroutine; its progress and
// report come back through the app's Post, run here.
func reviewShot(a *kkui.App, v *kkui.ReplayView, shot func()) {
	posted := make(chan func(), 64)
	post := a.Post
	a.Post = func(f func()) { posted <- f }
	defer func() { a.Post = post }()
	test.Tap(v.Review)
	for end := time.Now().Add(10 * time.Minute); ; {
		if rv := v.ReviewShown(); rv != nil && rv.Accuracy != nil {
			break
		}
		select {
		case f := <-posted:
			f()
		case <-time.After(time.Until(end)):
			log.Println("screenshots: the review did not end within 10 minutes; no picture")
			return
		}
	}
	shot()
}

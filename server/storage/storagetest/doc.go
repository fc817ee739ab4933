// Package storagetest is the suite every storage.Store must pass. An
// implementation's test calls Run with a constructor of empty stores:
//
//	func TestStore(t *testing.T) {
//		storagetest.Run(t, func(t *testing.T) storage.Store { ... })
//	}
package storagetest

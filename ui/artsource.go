package ui

import (
	"os"
	"path/filepath"
)

// TEMPORARY: package assets does not yet export its embedded pictures
// (assets.CardSVG, assets.CardSVGPlain, assets.BackSVG, assets.IconPNG).
// Until it does, the pictures are read from the assets directory of the
// source tree. Once the API exists, replace the four functions below by
//
//	func cardSVG(id string) ([]byte, error)      { return assets.CardSVG(id) }
//	func cardSVGPlain(id string) ([]byte, error) { return assets.CardSVGPlain(id) }
//	func backSVG() []byte                        { return assets.BackSVG() }
//	func iconPNG() []byte                        { return assets.IconPNG() }

// assetDirs are where the source tree's assets may be.
var assetDirs = []string{"assets", "../assets", "../../assets", "/work/main/assets"}

func readAsset(name string) ([]byte, error) {
	var err error
	for _, d := range assetDirs {
		var b []byte
		if b, err = os.ReadFile(filepath.Join(d, name)); err == nil {
			return b, nil
		}
	}
	return nil, err
}

func cardSVG(id string) ([]byte, error) { return readAsset(filepath.Join("cards", id+".svg")) }
func cardSVGPlain(id string) ([]byte, error) {
	return readAsset(filepath.Join("cards", "plain", id+".svg"))
}
func backSVG() []byte { b, _ := readAsset(filepath.Join("cards", "back.svg")); return b }
func iconPNG() []byte { b, _ := readAsset("icon.png"); return b }

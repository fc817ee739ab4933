// Command koikoi-app is the Koi-Koi game for phones and desktops.
package main

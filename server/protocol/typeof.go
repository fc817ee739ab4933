package protocol

import "reflect"

// typeNames maps each client message's Go type to its "type".
var typeNames = func() map[reflect.Type]string {
	m := make(map[reflect.Type]string, len(newMessage))
	for name, mk := range newMessage {
		m[reflect.TypeOf(mk())] = name
	}
	return m
}()

// TypeOf returns the "type" of a message that Decode returned, or
// "unknown".
func TypeOf(msg any) string {
	if name, ok := typeNames[reflect.TypeOf(msg)]; ok {
		return name
	}
	return "unknown"
}

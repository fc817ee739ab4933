package main

import (
	"context"

	"github.com/koikoi-app/koikoi/server/storage"
	"github.com/koikoi-app/koikoi/server/storage/postgres"
	"github.com/koikoi-app/koikoi/server/storage/sqlite"
)

// openStore opens the node's store and its notifier: PostgreSQL with
// LISTEN/NOTIFY when a connection string is given (several nodes share
// it), else the SQLite file of a single node.
func openStore(ctx context.Context, sqlitePath, postgresDSN string) (storage.Store, storage.Notifier, error) {
	if postgresDSN != "" {
		s, err := postgres.Open(ctx, postgresDSN)
		if err != nil {
			return nil, nil, err
		}
		return s, s.Notifier(), nil
	}
	s, err := sqlite.Open(ctx, sqlitePath)
	if err != nil {
		return nil, nil, err
	}
	return s, storage.NewLocalNotifier(), nil
}

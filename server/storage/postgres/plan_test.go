package postgres

import (
	"context"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
)

// queryPlan returns PostgreSQL's plan of query (EXPLAIN), one step a line,
// as q would run it: the pool, or a transaction whose settings it plans
// under. query has its parameters written in: EXPLAIN takes none.
func queryPlan(t *testing.T, q querier, query string) string {
	t.Helper()
	rows, err := q.Query(context.Background(), `EXPLAIN `+query)
	if err != nil {
		t.Fatal(err)
	}
	plan, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(plan, "\n")
}

// Package pgtest starts a throwaway PostgreSQL cluster for tests and the
// load test: initdb in a temporary directory, pg_ctl start on a Unix socket
// in that directory (no TCP port, so parallel runs never collide), one
// database per caller, and pg_ctl stop with the directory removed at the
// end. Nothing is left running.
//
// It finds Debian's binaries (/usr/lib/postgresql/<version>/bin, the newest
// from 15 on), or the directory in $KOIKOI_PG_BIN, or pg_ctl on $PATH. Run
// as root, it runs PostgreSQL (which refuses root) as the postgres user, or
// nobody, in a directory that user owns. $KOIKOI_PG_OPTIONS adds settings
// to the server's command line (-c name=value ...), for a measurement.
//
// New is the test helper: when PostgreSQL is not installed the test skips,
// unless $KOIKOI_REQUIRE_PG is set (make test sets it), and then it fails.
package pgtest

"""The strongest peer of `make bench`: DuckDB reads a CSV (types detected) into a new SQLite file.

Usage: duckdb_import.py CSV SQLITE TABLE — run with the Python of .bench/venv, which holds duckdb and
duckdb-ext-sqlite. The extension cannot be downloaded here, so DuckDB loads it from that package's
folder (`SET extension_directory`)."""
import os
import sys
import sysconfig

import duckdb


def quoted(text):
    return "'" + text.replace("'", "''") + "'"


def main():
    csv, sqlite, table = sys.argv[1:4]
    extensions = os.path.join(sysconfig.get_paths()["purelib"], "duckdb_ext", "extensions")
    connection = duckdb.connect()
    connection.execute("SET extension_directory = ?", [extensions])
    connection.execute("LOAD sqlite")
    # ATTACH takes no parameters: the path goes in as a quoted literal.
    connection.execute(f"ATTACH {quoted(sqlite)} AS target (TYPE sqlite)")
    # The table name is the benchmark's own constant, never data; DuckDB binds no identifiers.
    connection.execute(f'CREATE TABLE target."{table}" AS SELECT * FROM read_csv(?)', [csv])
    connection.close()


if __name__ == "__main__":
    main()

/// docs/SCHEMA.md, written from the catalog so the document and the database cannot disagree.
public enum SchemaDocument {
    /// The Markdown text of docs/SCHEMA.md.
    public static func markdown() -> String {
        var lines = [
            "# The larder database",
            "",
            "<!-- Generated from Sources/LarderStore/Schema/Catalog*.swift; a test fails when this file is stale.",
            "     Regenerate with: RECORD_SNAPSHOTS=1 swift test --filter SchemaTests -->",
            "",
            "larder keeps everything in one SQLite file (default `larder.sqlite`). Open it with `sqlite3` or",
            "Datasette. Conventions:",
            "",
            "- Tables and columns are snake_case; a column is named after the seed's field (`expirationDate` → `expiration_date`).",
            "- Dates are `YYYY-MM-DD` text, timestamps `YYYY-MM-DDTHH:MM:SSZ` (UTC) text, so `date()` and string comparison work.",
            "- Money is a decimal amount in the currency's units (`3.99`); reports round sums to the cent.",
            "- Booleans are 0/1; ids, zip codes and other codes are text (leading zeros kept).",
            "- Every table's key is `id`, unique and indexed: the source's id, or, when the source has none, `k` + 32",
            "  hex digits derived from the table's natural key (listed below), so re-importing the same row finds it",
            "  again. Two rows with the same natural key in one import are the same row: the later one updates it.",
            "  `id_hash`, the second column, is the 64-bit key larder finds rows by when it imports (see *Keys*).",
            "- `id_scope`, the last column of every table (but for columns a later migration added to an existing table,",
            "  which follow it), says where `id` is unique: empty for an id unique on its own",
            "  (a UUID, `food-1002`, a derived id); for a short id (all digits, or under 8 characters) the file and",
            "  section it came from. A short id another source already holds is stored as `<id>@<id_scope>`, so rows",
            "  of two apps that both number their rows `1`, `2`, `3` never overwrite each other (docs/IMPORT.md).",
            "- Foreign keys are declared (tools show the links) and checked after a whole import run, so the order",
            "  of files does not matter.",
            "- Source: `000` … `004` are the seed files in `shared/seeds/` (000 Expiry Alert, 001 Savry,",
            "  002 BrewGuide, 003 custom events, 004 Fridgy) with their section; `larder` marks a column larder adds.",
            "  Where two seeds name the same thing differently, the name listed here wins and the other is an alias.",
            "",
        ]
        lines += keysSection + ["## Canonical tables", ""]
        for table in Catalog.tables { lines += section(for: table) }
        lines += viewsSection()
        lines += ledgerSection
        return lines.joined(separator: "\n") + "\n"
    }

    /// The views (``Catalog/views``): what each answers and its columns.
    private static func viewsSection() -> [String] {
        var lines = [
            "## Views", "",
            "Migration `v19 views` adds views for the questions people ask of the database in `sqlite3` or Datasette",
            "(`SELECT * FROM due_soon`). A view stores nothing: it reads the tables each time it is queried. The views",
            "that say \"today\" mean `date('now', 'localtime')`, the local date of the machine that reads the",
            "database, so they answer differently tomorrow; larder's reports use their `--as-of` date instead.", "",
        ]
        for view in Catalog.views {
            lines += ["### `\(view.name)`", "", view.summary, "", "| column | what it holds |", "|---|---|"]
            lines += view.columns.map { "| `\($0.name)` | \($0.note.replacingOccurrences(of: "|", with: "\\|")) |" }
            lines.append("")
        }
        return lines
    }

    /// What recognises a file as the table (docs/IMPORT.md, "Recognition").
    private static func recognitionLine(for table: TableSpec) -> String {
        let names = (table.envelopeKeys.map { "`\($0)` key" } + table.fileNameHints.map { "`\($0)` in the file name" })
        let own =
            table.distinctive.isEmpty
            ? "none: a file is this kind only when its name says so and every header is a column of it"
            : table.distinctive.map { "`\($0)`" }.joined(separator: ", ")
        return "Recognised by: \(names.joined(separator: ", ")). Its own columns: \(own)."
    }

    private static func section(for table: TableSpec) -> [String] {
        var lines = [
            "### `\(table.name)`", "", table.summary, "",
            "Kind for `--as`: `\(table.kind)`. Natural key: \(table.naturalKey.map { "`\($0)`" }.joined(separator: ", ")).",
        ]
        lines.append(recognitionLine(for: table))
        if !table.checks.isEmpty {
            lines.append("Row rules: " + table.checks.map { "`\($0)`" }.joined(separator: "; ") + ".")
        }
        lines += ["", "| column | type | rules | source | also read from | notes |", "|---|---|---|---|---|---|"]
        for column in table.columns {
            var rules: [String] = []
            if column.name == "id", SchemaSQL.tablesWithPrimaryKey.contains(table.name) { rules.append("primary key") }
            if column.required { rules.append("required") }
            if let value = column.defaultSQL { rules.append("default \(value)") }
            if let check = column.check { rules.append("`\(check)`") }
            if let references = column.references { rules.append("→ `\(references)`") }
            let aliases = column.aliases.map { "`\($0)`" }.joined(separator: ", ")
            let cells = [
                "`\(column.name)`", "\(column.type.sqlType) (\(column.type.rawValue))", rules.joined(separator: ", "),
                column.source, aliases, column.note ?? "",
            ]
            lines.append(
                "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |")
            if column.name == "id" { lines.append(idHashRow) }
        }
        return lines + [""]
    }

    /// How a canonical table is keyed, for someone querying it with `sqlite3` or Datasette.
    private static let keysSection = [
        "## Keys", "",
        "Each canonical table is an ordinary SQLite table (with a `rowid`) and has two key columns:", "",
        "| column | what it holds | for you |", "|---|---|---|",
        "| `id` | the row's id as text: the source's id; `<id>@<id_scope>` for a short id another source already holds; or `k` + 32 hex digits derived from the natural key | look rows up (`WHERE id = 'food-1002'`) and join (`JOIN categories c ON c.id = i.category_id`): foreign keys name it. In the tables a foreign key names (\(SchemaSQL.tablesWithPrimaryKey.sorted().map { "`\($0)`" }.joined(separator: ", "))) it is the `PRIMARY KEY`, so Datasette's row pages (`/larder/categories/cat-dairy`) and its \"links from other tables\" find rows by it; in the others its unique index `<table>_id_unique` makes both fast. The tables nothing joins to by id (\(SchemaSQL.tablesWithUnindexedID.sorted().map { "`\($0)`" }.joined(separator: ", "))) have no such index: there `WHERE id = …` reads the whole table (a tenth of a second at a million rows); `WHERE id_hash = …` or `rowid` are the fast ways in |",
        "| `id_hash` | a 64-bit hash of `id` (FNV-1a of its UTF-8 bytes, as a signed integer), under the unique index `<table>_id_hash_unique` | nothing, usually: it is how `larder import` finds a stored row, because SQLite keeps a unique index of integers several times cheaper than one of text (docs/BENCHMARKS.md). NULL for a row whose id's hash another row's id already has (at a million rows, about 3 chances in 100 million that any two do) and for a row inserted by hand |",
        "",
        "`id` is unique in every table: where it has no unique index of its own, larder's writer keeps it so (it",
        "finds a row by its hash and compares the ids), and `<table>_unhashed_id_unique` covers the rows without a",
        "hash. To add a row by hand, give `id` and leave `id_hash` out (NULL): larder finds the row by its id and",
        "stores its hash at the next import that brings it. A row with the hash of another id is never taken for",
        "that id's row: larder compares the ids, and a collision stores the second row beside the first, never",
        "over it (docs/IMPORT.md, *Natural keys and derived ids*). Every table keeps its `rowid`, which numbers",
        "rows in the order they were first stored and means nothing else; Datasette links the rows of a table",
        "without a declared primary key by it. Databases of larder before migration `v9 id hashes` had `id` as",
        "the primary key of every table; that migration rebuilt each table with every row, its `rowid` and its",
        "values, and `v18 primary keys` rebuilt the tables a foreign key names, as carefully, with `id` their",
        "primary key again (the key's index takes the place of `<table>_id_unique`).",
        "",
    ]

    /// The `id_hash` row of every table's column list (it is not a catalog column: no file gives it).
    private static let idHashRow =
        "| `id_hash` | INTEGER (key) | unique | larder |  | larder's import key: a 64-bit hash of `id`; NULL when another row's id has the same hash (see *Keys*) |"

    private static let ledgerSection = [
        "## The import ledger", "",
        "| table | what it holds |", "|---|---|",
        "| `import_runs` | one row per `larder import`/`run`/`validate`: `command`, `started_at`, `finished_at`, `status` (running, done, failed, interrupted: stopped by SIGINT or SIGTERM), `files` |",
        "| `import_files` | one row per imported file: `run_id`, `path`, `size`, `sha256`, `format`, `kind` (the table or tables), `rows_read`, `rows_inserted`, `rows_updated`, `rows_unchanged`, `rows_rejected` (read = inserted + updated + unchanged + rejected, enforced by a CHECK), `started_at`, `finished_at`, `export_metadata` (what an export says about itself, as one JSON object: the members of a JSON export's top-level object that are neither records nor sections, such as `exportedAt` and `schemaVersion`, or a CSV file's preamble above its header: its title lines as `title`, each key/value line under its key (`Current balance`), and `encoding` for a file not read as UTF-8 (`Windows-1252`, `UTF-16LE`, or the name `--encoding` gave); NULL when there are none), `source_file` (the file's absolute path, as `rejected_rows.path`), `read_as` (`recognised`, `raw`, or the table `--as` named), `unchanged_since` (set when the file was not read because it was unchanged: the entry of the import whose rows still stand; this entry's counts are then 0), `schema` (how the file was read: the database's latest migration and larder's rules revision, `v13 store names, rules 11`) |",
        "| `import_line_sets` | one row per import of a CSV file whose lines were recorded, the file's latest only (docs/IMPORT.md, \"A changed file\"): `import_file_id` (its `import_files` entry), `table_name`, `context` (what the lines were read under: the table, the reading, the id scope, the delimiter, the schema, the table's columns and the file's header), `slash_order` (the order the file's slash dates settled, if any), `lines`, `distinct_ids` (1 when the lines' rows are known to have distinct ids, else NULL) |",
        "| `import_line_digests` | that import's lines, 65,536 to a row: `import_file_id`, `digests` (a blob of 16-byte pairs, each a 64-bit digest of one line's bytes and the `id_hash` of the row stored from it, little-endian). Not for querying: a re-import reads them to skip the lines that did not change |",
        "| `import_raw_tables` | the name each `raw_<name>` table was made for: `table_name`, `source_name` (the file's name, its extension dropped, and for a section of a file `<file>/<section>`, in lowercase, as UTF-8 bytes; rows made before larder named raw tables per file name the section alone, `items`). Two names that make the same table name get two tables (`raw_prices_`, `raw_prices__2`); see docs/IMPORT.md, \"Recognition and raw tables\" |",
        "| `import_kept_sections` | one row per section of an import kept as text in a `raw_*` table (from v12; earlier imports have none): `import_file_id` (its `import_files` entry), `section` (the file name, a JSON key, `table 2`), `table_name` (the raw table), `rows` (records read), `nearest` (the table whose evidence came nearest; NULL when none came near or the section was kept as text on purpose), `lacks` (what that table's evidence fell short of), `reason` (the whole reason, as `larder import -v` prints it), `on_purpose` (1 for `--as raw` and for parts of known exports larder has no table for). The report's \"Not imported\" lists the latest import's of each file (docs/REPORT.md, `notImported`) |",
        "| `rejected_rows` | every row larder could not store, each file's latest import only (importing a file again replaces its rows; see docs/IMPORT.md): `import_file_id`, `path` (the file's absolute path), `location` (`line 12`, `$.items[3]`, `table 2 row 5`), `line`, `kind`, `field` (as the file names it), `value`, `reason` (what is wrong and how to fix it), `raw_row` (the record as the file holds it: a JSON record as exported, a CSV or HTML row as a JSON object of its fields by header) |",
        "| `raw_<name>` | named from the file and its section (`raw_mealie_shopping_items`; docs/IMPORT.md, \"Recognition and raw tables\"): the rows of a file larder did not recognise, every value as text, one column per header (quoted as given), after `_source_file` (the file's absolute path), `_source_location` (`line 12`, `$[3]`, `table 2 row 5`) and `_row_json` (the row as JSON); one row per place in the file, unique on `_source_file`, `_source_location` |",
        "",
    ]
}

import LarderValues

/// Follows the structure of a JSON document event by event and turns it into records, holding at
/// most one record (one object) in memory.
///
/// The shapes it reads:
/// - a top-level array: each element is a record of the section named after the file (`$[3]`);
/// - several top-level values (NDJSON) or a `.ndjson`/`.jsonl` file: each value is a record (`$[3]`);
/// - an envelope object: each member holding an array of objects is a section named after its key
///   (`$.categories[3]`), whatever members stand before or after it; a member holding one object
///   (`{"item": {…}}`) is a one-record section; the other members (`exportedAt`, `schemaVersion`,
///   `message`) are the file's export metadata (``exportMetadata``), kept in the ledger;
/// - Firestore exports: `__collections__` trees and top-level objects keyed by collection name, whose
///   values are objects keyed by document id; a document's `__collections__` (or firestore-backup-restore's
///   `subCollection`, keyed by path) are read as sections of their own (`mealPlans/recipes`) whose records
///   carry the parent's id and path (see ``FirestoreNames``); a top-level object whose members hold
///   `__collections__` is one collection's documents, the file's section;
/// - a top-level object without sections that has scalar fields of its own (other than envelope
///   metadata) is one record, and so is one that holds a summary (an object with an `id`) beside an
///   array of no records (a `RecipeDetailDTO` with `"steps": []`); ``JSONNestedPayload`` lifts the
///   summary into the record, as it does for seed 002's `BrewLogDetailDTO`;
/// - a top-level object that is a nested payload (a summary, or one `…Id` reference) and holds arrays
///   of objects, such as seed 002's `RecipeDetailDTO`: its arrays are child sections
///   (`<file>/steps`) whose records carry the parent's id, and its own record comes at its end.
///
/// Arrays of records are never buffered: an array is a section when its first element is an object;
/// an object is a collection when its first member's value is an object that is not a timestamp. When
/// the first array of records of a top-level object starts, its members are read in a pass of their
/// own (``JSONEnvelopeShape``), so that a summary or reference written after the array still makes it
/// a child section. Member order never changes what is read (RFC 8259).
struct JSONDocumentWalker {
    /// Top-level keys of a Beanconqueror backup; meeting one before any record hands the file to
    /// ``BeanconquerorReader``.
    static let beanconquerorKeys: Set<String> = ["BREWS", "BEANS", "PREPARATION", "MILL"]

    /// Top-level keys (normalised) that describe an API response rather than hold data.
    static let envelopeMetadata: Set<String> = [
        "message", "status", "success", "ok", "error", "errors", "code", "total", "totalcount", "count", "limit",
        "offset", "page", "pagesize", "perpage", "nextpagetoken", "next", "previous", "cursor", "hasmore",
        "version", "meta", "metadata", "pagination", "links", "readtime",
    ]

    /// The file's name, which names the section of a top-level array or of NDJSON.
    let fileName: String
    /// Whether every top-level value is a record (NDJSON).
    let isLines: Bool
    /// Whether to stop with ``BeanconquerorBackupFound`` at a Beanconqueror key.
    let detectsBeanconqueror: Bool
    /// Whether to stop with ``FoodKeeperFound`` at a FoodKeeper key (``FoodKeeperReader/detectionKeys``).
    var detectsFoodKeeper = false
    /// Records completed by the last event, in order; the reader takes them after each event.
    var outbox: [JSONOutput] = []
    /// How many records the walker has produced.
    private(set) var recordCount = 0
    /// The open arrays and objects outside the current record, and the record being built.
    var frames: [Frame] = []
    /// The top-level object, when it is one record, until it is known whether more values follow.
    var pendingDocumentMembers: [JSONMember]?
    /// Reads the members of the file's top-level object in a pass of their own.
    let scanEnvelope: () throws -> JSONEnvelopeShape
    /// The members of the top-level object, once its first array of records has asked for them.
    var envelopeShape: JSONEnvelopeShape?
    /// Whether the top-level object is one record whose arrays of objects are its fields, once its first
    /// array of records has asked (``topLevelIsOneRecord()``).
    var topLevelRecord: Bool?
    /// The members of a top-level envelope that are neither records nor sections (`exportedAt`,
    /// `schemaVersion`), once the document has ended.
    var exportMetadata: [JSONMember] = []

    /// Creates a walker for one file; `scanEnvelope` reads its top-level object's members when needed.
    init(
        fileName: String, isLines: Bool, detectsBeanconqueror: Bool,
        scanEnvelope: @escaping () throws -> JSONEnvelopeShape
    ) {
        self.fileName = fileName
        self.isLines = isLines
        self.detectsBeanconqueror = detectsBeanconqueror
        self.scanEnvelope = scanEnvelope
    }

    /// Advances by one event.
    mutating func handle(_ event: JSONEvent, at cursor: JSONCursor) throws {
        guard let frame = frames.last else { return startValue(event, at: cursor) }
        switch frame {
        case .build(let build): handle(event, building: build, at: cursor)
        case .envelope(let envelope): try handle(event, in: envelope, at: cursor)
        case .arrayProbe(let key): try handle(event, probingArrayAt: key, at: cursor)
        case .objectProbe(let probe): handle(event, probing: probe, at: cursor)
        case .records(let target):
            if event == .endArray { frames.removeLast() } else { startBuild(event, .record(target), at: cursor) }
        case .collection(let collection): handle(event, in: collection, at: cursor)
        case .group(let group): handle(event, in: group, at: cursor)
        case .skip(let depth): skip(event, depth: depth)
        }
    }

    /// Hands on what is left once the document has ended.
    mutating func finish() {
        flushPendingDocument(at: "$")
    }

    /// A top-level value starts.
    private mutating func startValue(_ event: JSONEvent, at cursor: JSONCursor) {
        flushPendingDocument(at: "$[0]")
        let target = JSONRecordTarget(section: fileName)
        switch event {
        case .startObject where !isLines && cursor.valueCount == 1: frames.append(.envelope(Envelope()))
        case .startArray: frames.append(.records(target))
        default: startBuild(event, .record(target), at: cursor)
        }
    }

    /// A top-level object with fields of its own is one record, handed on once it is known whether
    /// more top-level values follow (`$[0]`) or not (`$`).
    private mutating func flushPendingDocument(at location: String) {
        guard let members = pendingDocumentMembers else { return }
        pendingDocumentMembers = nil
        emit(.object(members), to: JSONRecordTarget(section: fileName), at: location)
    }

    /// Starts building a value in memory with `event`, its first event.
    mutating func startBuild(_ event: JSONEvent, _ purpose: Build.Purpose, at cursor: JSONCursor) {
        let build = Build(purpose: purpose, location: cursor.path)
        frames.append(.build(build))
        feed(event, to: build)
    }

    private mutating func handle(_ event: JSONEvent, building build: Build, at cursor: JSONCursor) {
        if let kind = build.awaitedGroup {
            build.awaitedGroup = nil
            if event == .startObject { frames.append(.group(Group(parent: parentDocument(of: build), kind: kind))) }
            if event == .startArray { frames.append(.skip(1)) }
            return
        }
        if build.builder.depth == 1, case .key(let key) = event, let kind = Group.Kind(key: key),
            opensSubcollections(kind, in: build)
        {
            build.awaitedGroup = kind
            return
        }
        feed(event, to: build)
    }

    /// Whether a document's `__collections__` or `subCollection` key holds subcollections: always in a
    /// document of a collection, and `__collections__` in any record. A top-level member holding
    /// `__collections__` is a document, so the top-level object is a collection of documents.
    private mutating func opensSubcollections(_ kind: Group.Kind, in build: Build) -> Bool {
        switch build.purpose {
        case .candidate(let collection, let documentID):
            commitCollection(collection, firstDocument: documentID, build: build)
            return true
        case .record(let target): return kind == .collections || target.documentID != nil
        case .envelopeMember(let key):
            guard kind == .collections, readsTopLevelDocuments() else { return false }
            build.purpose = .record(documentsAtTheTop.target(for: key))
            return true
        }
    }

    /// The collection of an export of one collection, whose documents are the top-level members: it is
    /// the file's section, and its name is not in the file.
    var documentsAtTheTop: Collection {
        if case .collection(let collection) = frames.first { return collection }
        return Collection(name: nil, section: fileName, parent: nil)
    }

    /// Turns the top-level object into a collection of documents, when nothing read so far says otherwise.
    mutating func readsTopLevelDocuments() -> Bool {
        guard frames.count == 2, case .envelope(let envelope) = frames[0], envelope.members.isEmpty,
            !envelope.streamed
        else { return false }
        frames[0] = .collection(Collection(name: nil, section: fileName, parent: nil))
        return true
    }

    /// Adds an event to a value being built; a complete value goes where its purpose says.
    mutating func feed(_ event: JSONEvent, to build: Build) {
        guard let value = build.builder.add(event) else { return }
        frames.removeLast()
        switch build.purpose {
        case .record(let target): emit(value, to: target, at: build.location)
        case .envelopeMember(let key): addEnvelopeMember(key, value)
        case .candidate(let collection, let documentID):
            resolveCandidate(value, collection: collection, documentID: documentID, at: build.location)
        }
    }

    /// Where a document's subcollections go: sections under its own, carrying its id and path.
    func parentDocument(of build: Build) -> ParentDocument {
        guard case .record(let target) = build.purpose else { return ParentDocument(section: fileName, member: nil) }
        let id = target.documentID ?? build.builder.topLevelMember("id")?.sourceValue.text
        let collection = target.envelopeKey ?? FirestoreNames.collectionName(ofFile: target.section)
        let key = FirestoreNames.parentKey(forCollection: collection)
        return ParentDocument(
            section: target.section, member: id.map { JSONMember(key: key, value: .string($0)) },
            path: target.documentPath)
    }

    private mutating func skip(_ event: JSONEvent, depth: Int) {
        switch event {
        case .startObject, .startArray: frames[frames.count - 1] = .skip(depth + 1)
        case .endObject, .endArray:
            if depth == 1 { frames.removeLast() } else { frames[frames.count - 1] = .skip(depth - 1) }
        default: break
        }
    }

    /// Files the records of a complete value.
    mutating func emit(_ value: JSONValue, to target: JSONRecordTarget, at location: String) {
        let outputs = JSONRecordFactory.records(from: value, target: target, location: location)
        recordCount += outputs.count
        outbox += outputs
    }
}

/// Thrown when a document turns out to be a Beanconqueror backup before any record was handed on.
struct BeanconquerorBackupFound: Error {}

/// Thrown when a document turns out to be a FoodKeeper export before any record was handed on.
struct FoodKeeperFound: Error {}

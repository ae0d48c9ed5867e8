/// Follows the structure of a JSON document event by event and turns it into records, holding at
/// most one record (one object) in memory.
///
/// The shapes it reads:
/// - a top-level array: each element is a record of the section named after the file (`$[3]`);
/// - several top-level values (NDJSON) or a `.ndjson`/`.jsonl` file: each value is a record (`$[3]`);
/// - an envelope object: each member holding an array of objects is a section named after its key
///   (`$.categories[3]`); a member holding one object (`{"item": {…}}`) is a one-record section; scalar
///   members such as `message` or `total` describe the response and are dropped;
/// - Firestore exports: `__collections__` trees and top-level objects keyed by collection name, whose
///   values are objects keyed by document id; a document's `__collections__` are read as sections of
///   their own (`mealPlans/recipes`) whose records carry the parent's id (see ``FirestoreNames``);
/// - a top-level object that has scalar fields of its own (other than envelope metadata) is one record;
///   so is one that holds a summary (an object with an `id`) when an array follows it: a detail payload
///   such as seed 002's `RecipeDetailDTO`, flattened by ``JSONNestedPayload``.
///
/// Which it is gets decided as early as the events allow, so arrays of records are never buffered:
/// an array is a section when its first element is an object; an object is a collection when its
/// first member's value is an object that is not a timestamp. A single object whose first field is a
/// nested object, seen before any scalar field, is therefore read as a collection.
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

    /// Creates a walker for one file.
    init(fileName: String, isLines: Bool, detectsBeanconqueror: Bool) {
        self.fileName = fileName
        self.isLines = isLines
        self.detectsBeanconqueror = detectsBeanconqueror
    }

    /// Advances by one event.
    mutating func handle(_ event: JSONEvent, at cursor: JSONCursor) throws {
        guard let frame = frames.last else { return startValue(event, at: cursor) }
        switch frame {
        case .build(let build): handle(event, building: build, at: cursor)
        case .envelope(let envelope): try handle(event, in: envelope, at: cursor)
        case .arrayProbe(let key): handle(event, probingArrayAt: key, at: cursor)
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
        if build.awaitsCollections {
            build.awaitsCollections = false
            if event == .startObject { frames.append(.group(Group(parent: parentDocument(of: build)))) }
            if event == .startArray { frames.append(.skip(1)) }
            return
        }
        if build.builder.depth == 1, event == .key("__collections__") {
            if case .candidate(let collection, let documentID) = build.purpose {
                commitCollection(collection, firstDocument: documentID, build: build)
            }
            if case .record = build.purpose {
                build.awaitsCollections = true
                return
            }
        }
        feed(event, to: build)
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

    /// Where a document's subcollections go: sections under its own, carrying its id.
    private func parentDocument(of build: Build) -> ParentDocument {
        guard case .record(let target) = build.purpose else { return ParentDocument(section: fileName, member: nil) }
        let id = target.documentID ?? build.builder.topLevelMember("id")?.sourceValue.text
        let key = FirestoreNames.parentKey(forCollection: target.envelopeKey ?? target.section)
        return ParentDocument(section: target.section, member: id.map { JSONMember(key: key, value: .string($0)) })
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

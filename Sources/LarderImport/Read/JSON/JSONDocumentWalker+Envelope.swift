// How JSONDocumentWalker reads the top-level object: envelope members, collections and their documents.
import LarderStore
import LarderValues

extension JSONDocumentWalker {
    /// Whether a top-level key describes the response rather than holds data.
    static func isMetadata(_ key: String) -> Bool { envelopeMetadata.contains(ColumnSpec.normalise(key)) }

    /// Reads a member of the top-level object.
    mutating func handle(_ event: JSONEvent, in envelope: Envelope, at cursor: JSONCursor) throws {
        switch event {
        case .key(let key):
            if detectsBeanconqueror, recordCount == 0, Self.beanconquerorKeys.contains(key) {
                throw BeanconquerorBackupFound()
            }
            if detectsFoodKeeper, recordCount == 0, FoodKeeperReader.detectionKeys.contains(key) {
                throw FoodKeeperFound()
            }
            envelope.key = key
        case .endObject:
            frames.removeLast()
            finish(envelope)
        case .startObject where envelope.key == "__collections__":
            envelope.streamed = true
            envelope.holdsCollections = true
            frames.append(.group(Group(parent: nil)))
        case .startArray where envelope.key == FSServiceDocument.collectionsKey:
            // fs_service's subcollections: fields of the top-level document, read with it
            // (``FSServiceDocument``), so its documents carry its id.
            startBuild(event, .envelopeMember(envelope.key), at: cursor)
        case .startArray: frames.append(.arrayProbe(envelope.key))
        case .startObject: frames.append(.objectProbe(ObjectProbe(key: envelope.key)))
        case .endArray: break
        case .string, .number, .bool, .null:
            guard let value = JSONValue(scalar: event) else { return }
            envelope.members.append(JSONMember(key: envelope.key, value: value))
            if !Self.isMetadata(envelope.key) { envelope.hasFields = true }
        }
    }

    /// The top-level object ended: it is one record; or the record of a nested payload whose children
    /// were streamed; or a Firestore document whose subcollections were streamed; or an envelope, whose
    /// object members are one-record sections and whose other members are the file's export metadata.
    private mutating func finish(_ envelope: Envelope) {
        if envelope.isRecord {
            pendingDocumentMembers = envelope.members
            return
        }
        if envelope.holdsCollections, envelope.hasFields {
            // One document and its subcollections: its fields are a record of their own, named after the
            // file, as the export names neither the document nor its collection.
            emit(.object(envelope.members), to: JSONRecordTarget(section: fileName), at: "$")
            return
        }
        if let childKeys = envelopeShape?.childKeys,
            let nested = JSONEnvelopeShape.nestedPayload(rest: envelope.members, childKeys: childKeys)
        {
            if let own = nested.members { emit(.object(own), to: JSONRecordTarget(section: fileName), at: "$") }
            exportMetadata = envelope.members.filter { Self.isMetadata($0.key) }
            return
        }
        for member in envelope.members {
            if case .array(let elements) = member.value, elements.contains(where: { $0.members != nil }) {
                // An array of objects that opens with something else (`[null, {…}]`) was read whole, as no
                // section: its elements are still the records of one, as when it opens with an object.
                let target = JSONRecordTarget(section: member.key, envelopeKey: member.key)
                for (index, element) in elements.enumerated() {
                    emit(element, to: target, at: "$" + JSONCursor.component(member.key) + "[\(index)]")
                }
                continue
            }
            guard !Self.isMetadata(member.key), member.value.members != nil, !member.value.isFirestoreScalar else {
                exportMetadata.append(member)
                continue
            }
            emit(
                member.value, to: JSONRecordTarget(section: member.key, envelopeKey: member.key),
                at: "$" + JSONCursor.component(member.key))
        }
    }

    /// Where the records of the array under the top-level key `key` go: a section named after the key,
    /// or, when the top-level object is a nested payload, a child section carrying the parent's id.
    /// The first array of records reads the object's members (``JSONEnvelopeShape``) to know which.
    private mutating func recordsTarget(forMember key: String) throws -> JSONRecordTarget {
        if key == FSServiceDocument.documentsKey, case .envelope(let envelope) = frames.first {
            // fs_service's `get-col`: the collection's documents beside its `$name`.
            let name = envelope.members.first { $0.key == FSServiceDocument.nameKey }?.value.string
            return JSONRecordTarget(section: name ?? fileName, envelopeKey: name)
        }
        if envelopeShape == nil { envelopeShape = try scanEnvelope() }
        guard let parent = envelopeShape?.nestedPayload?.parent else {
            return JSONRecordTarget(section: key, envelopeKey: key)
        }
        return JSONRecordTarget(section: fileName + "/" + key, envelopeKey: key, carried: parent)
    }

    /// Keeps a member of the top-level object that is not a section.
    mutating func addEnvelopeMember(_ key: String, _ value: JSONValue) {
        guard case .envelope(let envelope) = frames.last else { return }
        envelope.members.append(JSONMember(key: key, value: value))
    }

    /// Whether the top-level object is one record whose arrays of objects are fields, read as an element
    /// of an array of such objects would be: it has an `id` of its own, and its keys are recognised as a
    /// kind that stores one of those arrays in a column of JSON (a recipe's `ingredients`, a meal plan's
    /// `meals`). An envelope that carries an `id` (`{"id": "export-9", "discounts": […]}`) is none: no kind
    /// stores `discounts` in a column. Decided once, from the members read in a pass of their own.
    private mutating func topLevelIsOneRecord() throws -> Bool {
        if let known = topLevelRecord { return known }
        if envelopeShape == nil { envelopeShape = try scanEnvelope() }
        guard let shape = envelopeShape else { return false }
        let ownID = shape.members.contains { member in
            guard ColumnSpec.normalise(member.key) == "id" else { return false }
            switch member.value {
            case .string, .number: return true
            default: return false
            }
        }
        var isRecord = false
        if ownID,
            let table = Recogniser.recognise(
                SourceSection(name: fileName, headers: shape.members.map(\.key)),
                fileName: fileName
            ).table.flatMap(Catalog.table(named:))
        {
            isRecord = shape.childKeys.contains { key in
                table.columns.contains { $0.type == .json && $0.sourceNames.contains(ColumnSpec.normalise(key)) }
            }
        }
        topLevelRecord = isRecord
        return isRecord
    }

    /// The first element of an array under an envelope key decides: objects make a section, unless the
    /// top-level object is one record (``topLevelIsOneRecord()``), whose arrays are its fields.
    mutating func handle(_ event: JSONEvent, probingArrayAt key: String, at cursor: JSONCursor) throws {
        let isField = event == .startObject ? try topLevelIsOneRecord() : false
        switch event {
        case .startObject where isField:
            frames.removeLast()
            startBuild(.startArray, .envelopeMember(key), at: cursor)
            feedLast(event)
        case .startObject:
            let target = try recordsTarget(forMember: key)
            frames[frames.count - 1] = .records(target)
            markEnvelopeStreamed()
            startBuild(event, .record(target), at: cursor)
        case .endArray:
            frames.removeLast()
            addEnvelopeMember(key, .array([]))
        default:
            frames.removeLast()
            startBuild(.startArray, .envelopeMember(key), at: cursor)
            feedLast(event)
        }
    }

    /// The first member of an object under an envelope key decides: an object value makes a collection.
    mutating func handle(_ event: JSONEvent, probing probe: ObjectProbe, at cursor: JSONCursor) {
        switch event {
        case .key(let key): probe.firstKey = key
        case .endObject:
            frames.removeLast()
            addEnvelopeMember(probe.key, .object([]))
        case .startObject where probe.firstKey == "__collections__" && readsTopLevelDocuments():
            // A document whose keys are sorted opens with its subcollections.
            let build = Build(
                purpose: .record(documentsAtTheTop.target(for: probe.key)),
                location: "$" + JSONCursor.component(probe.key))
            _ = build.builder.add(.startObject)
            frames[frames.count - 1] = .build(build)
            frames.append(.group(Group(parent: parentDocument(of: build))))
        case .startObject:
            startBuild(event, .candidate(collection: probe.key, documentID: probe.firstKey ?? ""), at: cursor)
        default:
            frames.removeLast()
            let build = Build(purpose: .envelopeMember(probe.key), location: "$" + JSONCursor.component(probe.key))
            frames.append(.build(build))
            feed(.startObject, to: build)
            feedLast(.key(probe.firstKey ?? ""))
            feedLast(event)
        }
    }

    /// Feeds an event to the value being built on top of the frames.
    private mutating func feedLast(_ event: JSONEvent) {
        guard case .build(let build) = frames.last else { return }
        feed(event, to: build)
    }

    /// The first member's value is complete: a timestamp, geopoint or reference means the object is one
    /// record, anything else that the object is a collection and the value its first document.
    mutating func resolveCandidate(_ value: JSONValue, collection: String, documentID: String, at location: String) {
        guard !value.isFirestoreScalar else {
            let build = Build(purpose: .envelopeMember(collection), location: location)
            _ = build.builder.add(.startObject)
            _ = build.builder.add(.key(documentID))
            _ = build.builder.insert(value)
            frames[frames.count - 1] = .build(build)
            return
        }
        let reading = Collection(name: collection, section: collection, parent: nil)
        frames[frames.count - 1] = .collection(reading)
        markEnvelopeStreamed()
        emit(value, to: reading.target(for: documentID), at: location)
    }

    /// The first document met `__collections__`, so the object is a collection: the probe below it
    /// becomes the collection and the document a record.
    mutating func commitCollection(_ collection: String, firstDocument documentID: String, build: Build) {
        let reading = Collection(name: collection, section: collection, parent: nil)
        frames[frames.count - 2] = .collection(reading)
        markEnvelopeStreamed()
        build.purpose = .record(reading.target(for: documentID))
    }

    /// Reads a collection: each member is a document, keyed by its id. A member that is no object (a
    /// number, a list) is a record too, of one field `value`, rather than dropped unsaid.
    mutating func handle(_ event: JSONEvent, in collection: Collection, at cursor: JSONCursor) {
        switch event {
        case .key(let id): collection.documentID = id
        case .endObject: frames.removeLast()
        case .endArray: break
        default: startBuild(event, .record(collection.target(for: collection.documentID)), at: cursor)
        }
    }

    /// Reads `__collections__` or `subCollection`: each member is a collection, keyed by its name or path.
    mutating func handle(_ event: JSONEvent, in group: Group, at cursor: JSONCursor) {
        switch event {
        case .key(let name): group.name = name
        case .endObject: frames.removeLast()
        case .startObject:
            guard let collection = group.collection() else {
                return startBuild(event, .record(group.unnamedCollection().target(for: group.name)), at: cursor)
            }
            frames.append(.collection(collection))
        case .startArray: frames.append(.skip(1))
        default: break
        }
    }

    private func markEnvelopeStreamed() {
        if case .envelope(let envelope) = frames.first { envelope.streamed = true }
    }
}

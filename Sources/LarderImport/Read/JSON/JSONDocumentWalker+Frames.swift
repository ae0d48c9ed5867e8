import LarderValues

// The frames of JSONDocumentWalker: what each open array or object above the current record means.
// Frames that change as events arrive are classes, so updating one never copies what it holds.
extension JSONDocumentWalker {
    /// One open array or object outside the record being built, or the record being built.
    enum Frame {
        /// The top-level object, not yet known to be an envelope or a record.
        case envelope(Envelope)
        /// An array under an envelope key, before its first element says what it holds.
        case arrayProbe(String)
        /// An object under an envelope key, before its first member says what it holds.
        case objectProbe(ObjectProbe)
        /// An array whose elements are records.
        case records(JSONRecordTarget)
        /// A Firestore collection: an object keyed by document id.
        case collection(Collection)
        /// A `__collections__` object: keys are collection names.
        case group(Group)
        /// A value being built in memory.
        case build(Build)
        /// A value being skipped, and how many of its arrays and objects are open.
        case skip(Int)
    }

    /// A value being built, and what it is for.
    final class Build {
        /// What a built value is for.
        enum Purpose {
            /// A record of a section.
            case record(JSONRecordTarget)
            /// A member of the top-level object.
            case envelopeMember(String)
            /// The first member of an object under an envelope key: a document if the object is a collection.
            case candidate(collection: String, documentID: String)
        }

        /// What the value is for.
        var purpose: Purpose
        /// The JSON path where the value starts.
        let location: String
        /// The value so far.
        var builder = JSONValueBuilder()
        /// The subcollections the next value holds, after the record's `__collections__` or `subCollection` key.
        var awaitedGroup: Group.Kind?

        /// Starts a value.
        init(purpose: Purpose, location: String) {
            self.purpose = purpose
            self.location = location
        }
    }

    /// The top-level object.
    final class Envelope {
        /// The key of the current member.
        var key = ""
        /// The members kept: scalars, and values that are not sections.
        var members: [JSONMember] = []
        /// Whether a scalar member other than envelope metadata was seen.
        var hasFields = false
        /// Whether a member turned out to be a section.
        var streamed = false
        /// Whether the object holds `__collections__`: with fields of its own beside them, it is one
        /// document exported with its subcollections (node-firestore-import-export's `-n coll/doc`).
        var holdsCollections = false
        /// Whether the object is one record, once it has ended: no member is a section, and it has fields
        /// of its own or is a detail payload (a summary, an object with an `id`, beside an array).
        var isRecord: Bool {
            guard !streamed else { return false }
            let holdsSummary = members.contains { !JSONDocumentWalker.isMetadata($0.key) && $0.value["id"] != nil }
            let holdsArray = members.contains { if case .array = $0.value { true } else { false } }
            return hasFields || (holdsSummary && holdsArray)
        }
    }

    /// An object under an envelope key, and the key of its first member once read.
    final class ObjectProbe {
        /// The envelope key.
        let key: String
        /// The first member's key.
        var firstKey: String?

        /// Starts probing the object under `key`.
        init(key: String) { self.key = key }
    }

    /// A Firestore collection being read.
    final class Collection {
        /// The collection's name; nil for the documents at the top of a file, whose collection it does not name.
        let name: String?
        /// Its section (`mealPlans/recipes` for a subcollection).
        let section: String
        /// The parent document, for a subcollection.
        let parent: ParentDocument?
        /// The id of the current document.
        var documentID = ""

        /// Starts a collection.
        init(name: String?, section: String, parent: ParentDocument?) {
            self.name = name
            self.section = section
            self.parent = parent
        }

        /// The target of the document `id`.
        func target(for id: String) -> JSONRecordTarget {
            let path = [parent?.path, name, id].compactMap { $0 }.joined(separator: "/")
            return JSONRecordTarget(
                section: section, envelopeKey: name, documentID: id, parent: parent?.member, parentPath: parent?.path,
                documentPath: path)
        }
    }

    /// A document's subcollections being read: `__collections__`, keyed by collection name, or
    /// firestore-backup-restore's `subCollection`, keyed by the collection's path (`users/u1/orders`).
    final class Group {
        /// Which key opened the group.
        enum Kind {
            /// `__collections__` (node-firestore-import-export): keys are collection names.
            case collections
            /// `subCollection` (firestore-backup-restore): keys are collection paths; an older version
            /// wrote one unnamed subcollection's documents straight under it, keyed by document id.
            case subCollection

            /// The kind a document's key opens, or nil for any other key.
            init?(key: String) {
                switch key {
                case "__collections__": self = .collections
                case "subCollection": self = .subCollection
                default: return nil
                }
            }
        }

        /// The document the collections belong to; nil at the top level.
        let parent: ParentDocument?
        /// Which key opened the group.
        let kind: Kind
        /// The current member's key.
        var name = ""

        /// Starts a group.
        init(parent: ParentDocument?, kind: Kind = .collections) {
            self.parent = parent
            self.kind = kind
        }

        /// The collection the current member holds; nil when it is a document of the unnamed subcollection
        /// an older firestore-backup-restore wrote (a `subCollection` key without `/`).
        func collection() -> Collection? {
            switch kind {
            case .collections: return Collection(name: name, section: section(of: name), parent: parent)
            case .subCollection:
                guard let last = name.split(separator: "/").last, name.contains("/") else { return nil }
                return Collection(name: String(last), section: section(of: String(last)), parent: parent)
            }
        }

        /// The unnamed subcollection of an older `subCollection`, named after its key.
        func unnamedCollection() -> Collection {
            Collection(name: "subCollection", section: section(of: "subCollection"), parent: parent)
        }

        private func section(of collection: String) -> String {
            parent.map { $0.section + "/" + collection } ?? collection
        }
    }

    /// The document whose subcollections are being read.
    struct ParentDocument {
        /// The document's section; subcollections are sections under it.
        var section: String
        /// The document's id under the key its subcollections' records carry it.
        var member: JSONMember?
        /// The document's path (`users/u1`); nil when the file does not say it.
        var path: String?
    }
}

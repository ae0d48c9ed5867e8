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
        /// Whether the next value is the record's `__collections__`.
        var awaitsCollections = false

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
        /// Whether the object is one record: it has fields and no section so far.
        var isRecord: Bool { hasFields && !streamed }
        /// Whether a member read so far is an object with an `id`: the summary of a detail payload.
        var holdsSummary: Bool {
            members.contains { !JSONDocumentWalker.isMetadata($0.key) && $0.value["id"] != nil }
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
        /// The collection's name.
        let name: String
        /// Its section (`mealPlans/recipes` for a subcollection).
        let section: String
        /// The parent document's id under its key, for a subcollection.
        let parent: JSONMember?
        /// The id of the current document.
        var documentID = ""

        /// Starts a collection.
        init(name: String, section: String, parent: JSONMember?) {
            self.name = name
            self.section = section
            self.parent = parent
        }

        /// The target of the document `id`.
        func target(for id: String) -> JSONRecordTarget {
            JSONRecordTarget(section: section, envelopeKey: name, documentID: id, parent: parent)
        }
    }

    /// A `__collections__` object being read.
    final class Group {
        /// The document the collections belong to; nil at the top level.
        let parent: ParentDocument?
        /// The current collection's name.
        var name = ""

        /// Starts a group.
        init(parent: ParentDocument?) { self.parent = parent }
    }

    /// The document whose subcollections are being read.
    struct ParentDocument {
        /// The document's section; subcollections are sections under it.
        var section: String
        /// The document's id under the key its subcollections' records carry it.
        var member: JSONMember?
    }
}

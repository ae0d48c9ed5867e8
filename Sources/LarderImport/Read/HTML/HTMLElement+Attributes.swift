internal import CLibXML2

extension HTMLElement {
    /// Every attribute of the element, its name in lower case and its value with entities decoded, in
    /// the order the page writes them.
    package var attributes: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var property = node.pointee.properties
        while let current = property {
            let name = String(cString: current.pointee.name)
            result.append((name.lowercased(), attribute(name) ?? ""))
            property = current.pointee.next
        }
        return result
    }
}

/// A structure that computes views on demand from a collection of identified data.
///
/// Each element's views take the element's id as their identity, so reordering the data keeps
/// each row's state with its row, and removing an element ends its row's state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View,
  PrimitiveView
{
  /// The data.
  public var data: Data
  /// Makes the views for one element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
  /// Hands each element of the data and its id to a visitor, in order.
  ///
  /// `makeNodes(in:)` runs for a `ForEach` of any type, unspecialized: iterating its data
  /// there (and hashing its ids into a dictionary of `ID`s) goes through the collection's
  /// witnesses and the runtime's generic metadata for every element, several thousand
  /// instructions each. An initializer that knows the data's type hands in a loop compiled
  /// for it (`Range<Int>`'s); the others, the generic loop.
  private let visitElements: ElementVisitor
  /// Whether no two elements share an id (a range's), so that occurrences need no count.
  private let idsAreUnique: Bool

  /// Calls its second argument with each element of its first and the element's id.
  typealias ElementVisitor = (Data, (Data.Element, ElementID) -> Void) -> Void

  /// Creates views for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    let elementID: (Data.Element) -> ID = { $0[keyPath: id] }
    self.init(
      data, id: elementID, content: content, idsAreUnique: false,
      visitElements: { data, visit in
        for element in data { visit(element, ElementID(elementID(element))) }
      })
  }

  private init(
    _ data: Data, id: @escaping (Data.Element) -> ID,
    content: @escaping (Data.Element) -> Content, idsAreUnique: Bool,
    visitElements: @escaping ElementVisitor
  ) {
    self.data = data
    self.content = content
    self.id = id
    self.idsAreUnique = idsAreUnique
    self.visitElements = visitElements
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    var occurrences: [ElementID: Int] = [:]
    let count = data.count
    // Most elements make one node.
    var nodes: [LayoutNode] = []
    nodes.reserveCapacity(count)
    // Read once: a field of a generic struct read inside the loop looks up its offset in
    // the type's metadata every time.
    let content = self.content
    let idsAreUnique = self.idsAreUnique
    // Inside a ScrollViewReader, its proxy can scroll to each element by its identifier.
    let targets = context.scrollTargets
    let owner = context.owner
    let childrenBefore = owner.childCount
    var isFirst = true
    visitElements(data) { element, elementID in
      var occurrence = 0
      if !idsAreUnique {
        occurrence = occurrences[elementID, default: 0]
        occurrences[elementID] = occurrence + 1
      }
      // The content closure may read @Observable models: it belongs to the owner's body.
      let view = context.owner.tracked { content(element) }
      let elementContext = context.appending(.element(elementID, occurrence: occurrence))
      let made = elementContext.makeNodes(for: view)
      if let targets, occurrence == 0, let first = made.first {
        targets.register(elementID.anyHashable, node: first)
      }
      nodes.append(contentsOf: made)
      if isFirst {
        isFirst = false
        // The first element made composite views, as the others most likely will: room for
        // theirs now rather than as the owner's dictionary grows, hashing every key again.
        let childrenMade = owner.childCount - childrenBefore
        if childrenMade > 0, owner.isMakingFirstNodes {
          owner.reserveChildren(childrenMade * (count - 1))
        }
      }
    }
    return nodes
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for each element of a collection of identifiable data.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for each integer of a constant range, identified by the integer.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    // Here the data's type is known: the loop is compiled for it, and the ids are integers.
    self.init(
      data, id: { $0 }, content: content, idsAreUnique: true,
      visitElements: { data, visit in
        for index in data { visit(index, .int(index)) }
      })
  }
}

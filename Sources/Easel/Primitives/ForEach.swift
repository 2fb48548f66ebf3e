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

  /// Creates views for each element of `data`, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  func makeNodes(in context: NodeContext) -> [LayoutNode] {
    var occurrences: [ID: Int] = [:]
    var nodes: [LayoutNode] = []
    // Inside a ScrollViewReader, its proxy can scroll to each element by its identifier.
    let targets = context.scrollTargets
    for element in data {
      let elementID = id(element)
      let occurrence = occurrences[elementID, default: 0]
      occurrences[elementID] = occurrence + 1
      // The content closure may read @Observable models: it belongs to the owner's body.
      let view = context.owner.tracked { content(element) }
      let elementContext = context.appending(
        .element(AnyHashable(elementID), occurrence: occurrence))
      let made = elementContext.makeNodes(for: view)
      if let targets, occurrence == 0, let first = made.first {
        targets.register(AnyHashable(elementID), node: first)
      }
      nodes.append(contentsOf: made)
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
    self.init(data, id: \.self, content: content)
  }
}

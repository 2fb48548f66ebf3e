/// The shapes a view node's body made whose style read the environment (a colour reads the
/// colour scheme): they, not the body, depend on what they read (`ViewNode.addDrawingReader`).
///
/// Most bodies that make such a shape make one, so the first is kept inline: an array's
/// storage would cost an allocation for every such view built.
@MainActor
struct DrawingReaders {
  private enum Storage {
    case none
    case one(DrawingEnvironmentReader)
    case many([DrawingEnvironmentReader])
  }

  private var storage = Storage.none
  /// The number of readers when those whose shape had gone were last dropped.
  private var kept = 0

  /// Adds `shape`. Shapes made by earlier runs of the body that have gone are dropped now and
  /// then, not on every run.
  mutating func add(_ shape: ShapeNode) {
    let reader = DrawingEnvironmentReader(shape: shape)
    switch storage {
    case .none:
      storage = .one(reader)
    case .one(let first):
      storage = .many([first, reader])
    case .many(var readers):
      // Out of the storage while it changes, so that the array is not copied.
      storage = .none
      if readers.count >= 2 * kept + 16 {
        readers.removeAll { $0.shape == nil }
        kept = readers.count
      }
      readers.append(reader)
      storage = .many(readers)
    }
  }

  /// Calls `body` with each shape that still exists.
  func forEachShape(_ body: (ShapeNode) -> Void) {
    switch storage {
    case .none:
      break
    case .one(let reader):
      if let shape = reader.shape { body(shape) }
    case .many(let readers):
      for reader in readers {
        if let shape = reader.shape { body(shape) }
      }
    }
  }

  /// Forgets every shape.
  mutating func removeAll() {
    storage = .none
    kept = 0
  }
}

/// A shape whose style read the environment, held without keeping it alive. What it read,
/// and the environment edits between its owner's body root and the shape, are the shape's: a
/// run of the body that keeps the shape changes them.
@MainActor
struct DrawingEnvironmentReader {
  /// The shape, while it exists: a reference without a side table, as a weak one would make
  /// for every shape a body run makes.
  private let shapeReference: NodeReference<ShapeNode>

  init(shape: ShapeNode) {
    shapeReference = NodeReference(shape)
  }

  /// The shape, while it exists.
  var shape: ShapeNode? { shapeReference.node }
}

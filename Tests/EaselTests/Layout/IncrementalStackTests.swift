import Easel
import EaselTesting
import Foundation
import Testing

/// A stack whose children changed brings its last arrangement up to date child by child when
/// the changed children keep how space is shared (their minimum and maximum lengths along the
/// axis, their priority and their length), and starts again from scratch otherwise. Either
/// way the frames must be the ones a layout from scratch gives: each case here changes
/// children of a laid-out stack, step by step, and after every step compares every frame with
/// a new host that starts in the changed state.
@MainActor
@Suite struct IncrementalStackTests {
  /// What one child of the stack shows.
  enum Piece: Sendable {
    /// A colour of a fixed size.
    case fixed(CGFloat, CGFloat)
    /// A colour that takes any length along the stack and a fixed thickness across it.
    case flexible(across: CGFloat)
    /// A spacer with a minimum length.
    case spacer(CGFloat)
    /// A line of text.
    case text(String)
    /// A colour between a minimum and a maximum length along the stack.
    case bounded(minimum: CGFloat, maximum: CGFloat, across: CGFloat)
    /// A flexible colour with a layout priority.
    case prioritized(Double, across: CGFloat)
    /// A fixed colour whose alignment guide across the stack is a third of its thickness.
    case guided(CGFloat, CGFloat)
  }

  @MainActor final class Switches {
    var bindings: [Int: Binding<Bool>] = [:]
  }

  /// Shows `piece` in a stack along `axis`.
  struct PieceView: View {
    let piece: Piece
    let axis: Axis

    var body: some View {
      switch piece {
      case .fixed(let width, let height):
        return AnyView(Color.blue.frame(width: width, height: height))
      case .flexible(let across):
        return AnyView(
          axis == .vertical
            ? AnyView(Color.green.frame(width: across)) : AnyView(Color.green.frame(height: across))
        )
      case .spacer(let length):
        return AnyView(Spacer(minLength: length))
      case .text(let string):
        return AnyView(Text(string))
      case .bounded(let minimum, let maximum, let across):
        return AnyView(
          axis == .vertical
            ? AnyView(Color.red.frame(width: across).frame(minHeight: minimum, maxHeight: maximum))
            : AnyView(Color.red.frame(height: across).frame(minWidth: minimum, maxWidth: maximum)))
      case .prioritized(let priority, let across):
        return AnyView(
          PieceView(piece: .flexible(across: across), axis: axis).layoutPriority(priority))
      case .guided(let width, let height):
        return AnyView(
          Color.orange.frame(width: width, height: height)
            .alignmentGuide(HorizontalAlignment.center) { $0.width / 3 }
            .alignmentGuide(VerticalAlignment.center) { $0.height / 3 })
      }
    }
  }

  /// One child: it shows its first piece, or its second once switched.
  struct Cell: View {
    let index: Int
    let pieces: (Piece, Piece)
    let axis: Axis
    let switches: Switches
    @State private var switched: Bool

    init(index: Int, pieces: (Piece, Piece), axis: Axis, switched: Bool, switches: Switches) {
      self.index = index
      self.pieces = pieces
      self.axis = axis
      self.switches = switches
      _switched = State(initialValue: switched)
    }

    var body: some View {
      switches.bindings[index] = $switched
      return PieceView(piece: switched ? pieces.1 : pieces.0, axis: axis)
        .accessibilityIdentifier("child \(index)")
    }
  }

  /// The stack under test, with its children switched as `switched` says.
  struct Line: View {
    let axis: Axis
    let cells: [(Piece, Piece)]
    let switched: Set<Int>
    let switches: Switches
    /// Proposes the stack its ideal length along its axis.
    var ideal = false

    var body: some View {
      let stack =
        axis == .vertical
        ? AnyView(
          VStack(spacing: 3) {
            ForEach(0..<cells.count) { index in
              Cell(
                index: index, pieces: cells[index], axis: axis,
                switched: switched.contains(index), switches: switches)
            }
          })
        : AnyView(
          HStack(spacing: 3) {
            ForEach(0..<cells.count) { index in
              Cell(
                index: index, pieces: cells[index], axis: axis,
                switched: switched.contains(index), switches: switches)
            }
          })
      return
        (ideal
        ? AnyView(stack.fixedSize(horizontal: axis == .horizontal, vertical: axis == .vertical))
        : stack)
        .accessibilityIdentifier("stack")
    }
  }

  /// Lays out a stack of `cells`, then switches the children of each step in turn; after
  /// every step the frames must equal those of a host that starts with the same children
  /// switched.
  func check(
    axis: Axis, _ cells: [(Piece, Piece)], steps: [[Int]], ideal: Bool = false,
    size: CGSize = CGSize(width: 400, height: 400), scale: CGFloat = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let switches = Switches()
    let host = ViewHost(
      Line(axis: axis, cells: cells, switched: [], switches: switches, ideal: ideal), size: size,
      scale: scale)
    var switched = Set<Int>()
    for (number, step) in steps.enumerated() {
      for index in step {
        switches.bindings[index]?.wrappedValue.toggle()
        if switched.contains(index) { switched.remove(index) } else { switched.insert(index) }
      }
      host.update()
      let fresh = ViewHost(
        Line(axis: axis, cells: cells, switched: switched, switches: Switches(), ideal: ideal),
        size: size, scale: scale)
      for identifier in ["stack"] + cells.indices.map({ "child \($0)" }) {
        let frame = host.frame(of: identifier)
        #expect(
          frame != nil, "step \(number): \(identifier) has no frame", sourceLocation: sourceLocation
        )
        #expect(
          frame == fresh.frame(of: identifier),
          "step \(number) (switched \(switched.sorted())): \(identifier)",
          sourceLocation: sourceLocation)
      }
    }
  }

  @Test func fixedChildrenThatChangeAcrossTheStack() {
    // Centred children: the first grows past the line (it moves), then shrinks back (the
    // stack looks for the line again); a middle one grows and shrinks; two change at once.
    var cells: [(Piece, Piece)] = (0..<12).map { index in
      let width = CGFloat(4 + index % 7)
      return (.fixed(width, 4), .fixed(width + 10.5, 4))
    }
    cells[5] = (.fixed(10, 6), .fixed(3.25, 6))
    check(axis: .vertical, cells, steps: [[0], [0], [5], [0, 5], [5], [0], [3, 7]])
    check(
      axis: .horizontal, cells.map { (swap($0.0), swap($0.1)) }, steps: [[0], [0], [5], [0, 5]])
  }

  @Test func fixedChildrenThatChangeAlongTheStack() {
    // A change of length moves every later child: the stack starts again from scratch.
    let cells: [(Piece, Piece)] = (0..<8).map { index in
      (.fixed(20, CGFloat(5 + index)), .fixed(20, CGFloat(12 + index)))
    }
    check(axis: .vertical, cells, steps: [[2], [2], [0, 7], [7], [1, 2, 3]])
  }

  @Test func flexibleChildrenSpacersAndText() {
    // The flexible colours keep their share while a fixed child changes its thickness; a
    // spacer's minimum and the text's length change how space is shared.
    let cells: [(Piece, Piece)] = [
      (.fixed(40, 20), .fixed(40, 44)),
      (.flexible(across: 10), .flexible(across: 30)),
      (.spacer(20), .spacer(45)),
      (.text("Hi"), .text("Hello, incremental world")),
      (
        .bounded(minimum: 10, maximum: 60, across: 12),
        .bounded(minimum: 10, maximum: 60, across: 50)
      ),
      (.flexible(across: 8), .flexible(across: 8)),
    ]
    let steps = [[0], [1], [4], [0], [2], [3], [2, 3], [1, 4], [0, 1, 2, 3, 4]]
    check(axis: .horizontal, cells, steps: steps)
    check(axis: .vertical, cells, steps: steps, size: CGSize(width: 300, height: 500))
    // Too little room: minimums win and children are squeezed.
    check(axis: .horizontal, cells, steps: steps, size: CGSize(width: 120, height: 100))
  }

  @Test func priorityGroups() {
    let cells: [(Piece, Piece)] = [
      (.prioritized(1, across: 10), .prioritized(1, across: 24)),
      (.flexible(across: 16), .flexible(across: 4)),
      (.prioritized(-1, across: 6), .prioritized(2, across: 6)),
      (
        .bounded(minimum: 30, maximum: 90, across: 9),
        .bounded(minimum: 30, maximum: 90, across: 31)
      ),
      (.fixed(25, 25), .fixed(25, 7)),
    ]
    check(axis: .horizontal, cells, steps: [[0], [1], [4], [3], [2], [2], [0, 1, 3, 4]])
    check(
      axis: .vertical, cells, steps: [[0], [1], [4], [3], [2]],
      size: CGSize(width: 200, height: 150))
  }

  @Test func explicitAlignmentGuides() {
    let cells: [(Piece, Piece)] = [
      (.guided(30, 30), .guided(90, 90)),
      (.fixed(20, 20), .fixed(70, 70)),
      (.guided(45, 45), .fixed(45, 45)),
      (.fixed(10, 10), .guided(10, 10)),
    ]
    check(axis: .vertical, cells, steps: [[0], [1], [0], [2], [3], [1, 2, 3]])
    check(axis: .horizontal, cells, steps: [[0], [1], [0], [2], [3], [1, 2, 3]])
  }

  @Test func idealLengthAlongTheStack() {
    // Proposed no length along its axis, the stack asks each child for its ideal length.
    let cells: [(Piece, Piece)] = [
      (.fixed(30, 12), .fixed(50, 12)),
      (.flexible(across: 10), .flexible(across: 40)),
      (.text("One"), .text("One, two, three")),
      (.fixed(12, 30), .fixed(12, 30.5)),
    ]
    check(axis: .horizontal, cells, steps: [[0], [1], [2], [3], [0, 3]], ideal: true)
    check(axis: .vertical, cells, steps: [[0], [1], [3], [1, 3]], ideal: true)
  }

  @Test func manyChildrenChangeAtOnce() {
    // More changed children than the stack follows one by one.
    let cells: [(Piece, Piece)] = (0..<20).map { index in
      (.fixed(CGFloat(10 + index), 5), .fixed(CGFloat(30 - index), 5))
    }
    check(axis: .vertical, cells, steps: [Array(0..<12), [3], Array(5..<20), [19]])
  }

  private func swap(_ piece: Piece) -> Piece {
    if case .fixed(let width, let height) = piece { return .fixed(height, width) }
    return piece
  }
}

import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// A shape's `animatableData` animates, as in SwiftUI: the path is drawn for every value on
/// the way from the shape shown to the new one — a custom shape's own data, a trim's ends, a
/// rounded rectangle's corners.
@MainActor
@Suite struct ShapeAnimationTests {
  /// A bar filling `fraction` of its frame's width: its fraction is its animatable data.
  struct Bar: Shape {
    var fraction: Double

    var animatableData: Double {
      get { fraction }
      set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
      Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
    }
  }

  struct Meter: View {
    @State private var isFull = false

    var body: some View {
      VStack(spacing: 0) {
        Button("Fill") { withAnimation(.linear(duration: 1)) { isFull.toggle() } }
          .accessibilityIdentifier("fill")
        Bar(fraction: isFull ? 1 : 0.2).fill(Color.blue)
          .frame(width: 200, height: 20)
        Circle().trim(from: 0, to: isFull ? 1 : 0).stroke(Color.green, lineWidth: 2)
          .frame(width: 100, height: 100)
          .animation(.linear(duration: 2), value: isFull)
        RoundedRectangle(cornerRadius: isFull ? 0 : 20, style: .circular).fill(Color.orange)
          .frame(width: 100, height: 60)
      }
      .frame(width: 300, height: 300, alignment: .top)
    }
  }

  static let size = CGSize(width: 300, height: 300)

  /// The path of the first fill (or stroke) of `color` in the display list.
  static func path(of color: Color, in host: ViewHost<Meter>) -> Path? {
    let resolved = color.resolve(in: EnvironmentValues())
    for item in host.displayList().items {
      switch item.operation {
      case .fill(let path, .color(let paint)) where paint == resolved: return path
      case .stroke(let path, .color(let paint), _) where paint == resolved: return path
      default: continue
      }
    }
    return nil
  }

  @Test func aCustomShapesAnimatableDataMovesItsPath() throws {
    let host = ViewHost(Meter(), size: Self.size)
    let start = try #require(Self.path(of: .blue, in: host)?.boundingRect)
    #expect(abs(start.width - 40) < 0.01)
    #expect(host.tap("fill"))
    // The clock has not moved: still a fifth.
    #expect(abs((Self.path(of: .blue, in: host)?.boundingRect.width ?? 0) - 40) < 0.01)
    host.advance(by: 0.5)
    // Halfway from 0.2 to 1 of 200 points.
    #expect(abs((Self.path(of: .blue, in: host)?.boundingRect.width ?? 0) - 120) < 0.01)
    host.advance(by: 0.5)
    #expect(abs((Self.path(of: .blue, in: host)?.boundingRect.width ?? 0) - 200) < 0.01)
    #expect(Self.path(of: .blue, in: host)?.boundingRect.minX == start.minX)
  }

  @Test func aTrimAnimatesItsEnds() throws {
    let host = ViewHost(Meter(), size: Self.size)
    #expect(Self.path(of: .green, in: host)?.isEmpty ?? true)
    #expect(host.tap("fill"))
    host.advance(by: 1)
    // Halfway along two seconds: half the circle.
    let bounds = try #require(Self.path(of: .green, in: host)).boundingRect
    let expected = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
      .trimmedPath(from: 0, to: 0.5).boundingRect
    #expect(abs(bounds.width - expected.width) < 0.01)
    #expect(abs(bounds.height - expected.height) < 0.01)
    host.advance(by: 1.1)
    let whole = try #require(Self.path(of: .green, in: host)).boundingRect
    #expect(abs(whole.width - 100) < 0.01 && abs(whole.height - 100) < 0.01)
  }

  @Test func aRoundedRectanglesCornersAnimate() throws {
    let host = ViewHost(Meter(), size: Self.size)
    let frame = try #require(Self.path(of: .orange, in: host)).boundingRect
    // Near the top-left corner: outside a corner of 20 or 10, inside a square corner.
    let nearer = CGPoint(x: frame.minX + 2, y: frame.minY + 2)
    let farther = CGPoint(x: frame.minX + 4, y: frame.minY + 4)
    #expect(Self.path(of: .orange, in: host)?.contains(farther) == false)
    #expect(host.tap("fill"))
    host.advance(by: 0.5)
    // A radius of 10 now: (4, 4) lies inside the corner's circle, (2, 2) still outside.
    let half = try #require(Self.path(of: .orange, in: host))
    #expect(half.contains(farther))
    #expect(!half.contains(nearer))
    host.advance(by: 0.6)
    #expect(Self.path(of: .orange, in: host)?.contains(nearer) == true)
  }
}

import Easel
import EaselTesting
import Foundation
import Testing

/// The seed's custom toggle (seeds/snippets/000_CustomToggle.swift), as written.
private struct CustomToggle: View {
  @Binding var isOn: Bool
  let activeColor: Color
  let inactiveColor: Color
  let thumbColor: Color

  var body: some View {
    ZStack {
      Capsule()  // A háttér "sín"
        .fill(isOn ? activeColor : inactiveColor)
        .frame(width: 60, height: 35)
        .animation(.easeInOut(duration: 0.2), value: isOn)

      Circle()  // A "hüvelykujj" mozgó része
        .fill(thumbColor)
        .frame(width: 30, height: 30)
        .offset(x: isOn ? 12.5 : -12.5)  // A hüvelykujj elmozdulása
        .shadow(radius: 2, x: 1, y: 1)
        .animation(.easeInOut(duration: 0.2), value: isOn)
    }
    .onTapGesture {
      isOn.toggle()
    }
    .accessibilityLabel(Text("Kapcsoló"))
    .accessibilityValue(Text(isOn ? "Be" : "Ki"))
    .accessibilityAddTraits(isOn ? .isSelected : [])
  }
}

/// The seed's `ContentView`, as written.
private struct SeedContentView: View {
  @State private var notificationsEnabled = false
  var body: some View {
    VStack {
      Text("Értesítések")
      CustomToggle(
        isOn: $notificationsEnabled,
        activeColor: .green,
        inactiveColor: .gray.opacity(0.6),
        thumbColor: .white)
    }
  }
}

@MainActor
@Suite struct AccessibilityTests {
  @Test func textIsAStaticTextElementWithItsFrame() throws {
    let view = VStack(alignment: .leading, spacing: 10) {
      Text("Hello").accessibilityIdentifier("hello")
      Text("World")
    }
    .frame(width: 300, height: 200, alignment: .topLeading)
    let host = ViewHost(view, size: CGSize(width: 300, height: 200))
    let tree = host.accessibilityTree()
    try #require(tree.count == 2)
    let hello = try #require(host.frame(of: "hello"))
    // The stack sits in the top-leading corner: the first text at (0, 0), the second 10
    // points below it.
    #expect(hello.origin == .zero)
    #expect(hello.width > 20 && hello.width < 100)
    #expect(hello.height > 10 && hello.height < 40)
    #expect(
      tree[0]
        == AccessibilityElement(
          label: "Hello", traits: .isStaticText, identifier: "hello", frame: hello))
    #expect(tree[1].label == "World")
    #expect(tree[1].value == nil)
    #expect(tree[1].traits == .isStaticText)
    #expect(tree[1].identifier == nil)
    #expect(tree[1].frame.origin == CGPoint(x: 0, y: hello.height + 10))
  }

  @Test func modifiersOnAShapeStackMakeOneElement() {
    let view = ZStack {
      Rectangle().fill(Color.blue).frame(width: 80, height: 40)
      Circle().fill(Color.white).frame(width: 20, height: 20)
    }
    .accessibilityLabel("Volume")
    .accessibilityValue("50%")
    .accessibilityHint(Text("Adjusts the volume"))
    .accessibilityAddTraits([.isButton, .isSelected])
    .accessibilityRemoveTraits(.isSelected)
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(
      host.accessibilityTree() == [
        AccessibilityElement(
          label: "Volume", value: "50%", hint: "Adjusts the volume", traits: .isButton,
          frame: CGRect(x: 60, y: 30, width: 80, height: 40))
      ])
  }

  @Test func modifiersOnTextChangeItsElement() {
    let view = VStack(spacing: 0) {
      Text("Hi").accessibilityLabel(Text("Greeting")).accessibilityAddTraits(.isHeader)
      Text("Plain").accessibilityRemoveTraits(.isStaticText)
      // Trait changes apply in order: the outer add wins over the inner remove.
      Text("Back").accessibilityRemoveTraits(.isButton).accessibilityAddTraits(.isButton)
    }
    let host = ViewHost(view, size: CGSize(width: 200, height: 200))
    let tree = host.accessibilityTree()
    #expect(tree.map(\.label) == ["Greeting", "Plain", "Back"])
    #expect(tree.map(\.traits) == [[.isStaticText, .isHeader], [], [.isStaticText, .isButton]])
  }

  @Test func combineJoinsTheChildrensLabelsAndTraits() {
    let view = VStack(spacing: 0) {
      Text("Total")
      Text("$42.00").accessibilityAddTraits(.updatesFrequently)
      Color.red.frame(width: 10, height: 10)
    }
    .frame(width: 120, height: 60)
    .accessibilityElement(children: .combine)
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    #expect(
      host.accessibilityTree() == [
        AccessibilityElement(
          label: "Total, $42.00", traits: [.isStaticText, .updatesFrequently],
          frame: CGRect(x: 40, y: 20, width: 120, height: 60))
      ])
  }

  @Test func ignoreKeepsOnlyTheElementsOwnAttributes() {
    let stack = VStack(spacing: 0) {
      Text("Previous")
      Text("3")
      Text("Next")
    }
    .frame(width: 100, height: 80)
    let unlabelled = ViewHost(
      stack.accessibilityElement(), size: CGSize(width: 200, height: 100))
    #expect(
      unlabelled.accessibilityTree() == [
        AccessibilityElement(label: "", frame: CGRect(x: 50, y: 10, width: 100, height: 80))
      ])
    let labelled = ViewHost(
      stack.accessibilityElement(children: .ignore).accessibilityValue("Page 3 of 10")
        .accessibilityLabel("Pages"),
      size: CGSize(width: 200, height: 100))
    #expect(
      labelled.accessibilityTree() == [
        AccessibilityElement(
          label: "Pages", value: "Page 3 of 10",
          frame: CGRect(x: 50, y: 10, width: 100, height: 80))
      ])
  }

  @Test func containKeepsTheChildrenSeparate() {
    let view = VStack(spacing: 0) {
      Text("Items")
      Text("3 in cart")
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel("Cart")
    .accessibilityIdentifier("cart")
    let host = ViewHost(view, size: CGSize(width: 200, height: 100))
    let tree = host.accessibilityTree()
    #expect(tree.map(\.label) == ["Items", "3 in cart"])
    #expect(tree.map(\.traits) == [.isStaticText, .isStaticText])
    // A container keeps its identifier to itself.
    #expect(tree.map(\.identifier) == [nil, nil])
    #expect(tree.count == 2 && tree[0].frame.maxY == tree[1].frame.minY)
  }

  @Test func hiddenViewsAndTheirDescendantsAreLeftOut() {
    let view = VStack {
      Text("A")
      Text("B").accessibilityHidden(true)
      HStack {
        Text("C")
        Text("D")
      }
      .accessibilityHidden(true)
      Text("E").accessibilityHidden(false)
      HStack {
        Text("F")
        Text("G").accessibilityHidden(true)
      }
      .accessibilityElement(children: .combine)
      Text("H").accessibilityHidden(true).accessibilityLabel("Still hidden")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 300))
    #expect(host.accessibilityTree().map(\.label) == ["A", "E", "F"])
  }

  @Test func identifiersGoToTheirElements() {
    let view = VStack(spacing: 0) {
      Text("Save").accessibilityIdentifier("save")
      HStack {
        Text("Total")
        Text("$5")
      }
      .accessibilityElement(children: .combine)
      .accessibilityIdentifier("total")
      // A plain stack is not an element: its identifier goes to the elements inside it.
      VStack {
        Text("One").accessibilityIdentifier("one")
        Text("Two")
      }
      .accessibilityIdentifier("list")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 300))
    let tree = host.accessibilityTree()
    #expect(tree.map(\.label) == ["Save", "Total, $5", "One", "Two"])
    #expect(tree.map(\.identifier) == ["save", "total", "one", "list"])
    #expect(tree.count == 4 && tree[1].frame == host.frame(of: "total"))
  }

  @Test func twoIdentifiersOnOneViewAreBothFound() {
    let view = Color.red.frame(width: 10, height: 20)
      .accessibilityIdentifier("inner")
      .accessibilityIdentifier("outer")
    let host = ViewHost(view, size: CGSize(width: 100, height: 100))
    #expect(host.frame(of: "inner") == CGRect(x: 45, y: 40, width: 10, height: 20))
    #expect(host.frame(of: "outer") == CGRect(x: 45, y: 40, width: 10, height: 20))
    // A colour is not an element, so neither identifier makes one.
    #expect(host.accessibilityTree().isEmpty)
  }

  @Test func elementsAreInReadingOrder() {
    let view = VStack {
      Text("Title").accessibilityAddTraits(.isHeader)
      HStack {
        VStack {
          Text("1")
          Text("2")
        }
        Text("3")
      }
      HStack {
        Text("a")
        Text("b")
      }
      .accessibilityElement(children: .combine)
      Text("End")
    }
    let host = ViewHost(view, size: CGSize(width: 300, height: 300))
    let tree = host.accessibilityTree()
    #expect(tree.map(\.label) == ["Title", "1", "2", "3", "a, b", "End"])
    // Each element starts below the one before it, except "3", which sits beside "1" and "2".
    let tops = tree.map(\.frame.minY)
    #expect(tree.count == 6)
    #expect(tops.count == 6 && tops[0] < tops[1] && tops[1] < tops[2] && tops[2] < tops[4])
    #expect(tree.count == 6 && tree[3].frame.minX > tree[1].frame.maxX)
  }

  @Test func customToggleIsOneElementWithItsState() {
    let off = ViewHost(
      CustomToggle(
        isOn: .constant(false), activeColor: .green, inactiveColor: .gray.opacity(0.6),
        thumbColor: .white),
      size: CGSize(width: 200, height: 100))
    // The ZStack is the capsule's 60 × 35, centred in 200 × 100: y = 32.5, rounded to the
    // pixel grid at scale 1: 33.
    #expect(
      off.accessibilityTree() == [
        AccessibilityElement(
          label: "Kapcsoló", value: "Ki", traits: [],
          frame: CGRect(x: 70, y: 33, width: 60, height: 35))
      ])
    let on = ViewHost(
      CustomToggle(
        isOn: .constant(true), activeColor: .green, inactiveColor: .gray.opacity(0.6),
        thumbColor: .white),
      size: CGSize(width: 200, height: 100))
    #expect(
      on.accessibilityTree() == [
        AccessibilityElement(
          label: "Kapcsoló", value: "Be", traits: .isSelected,
          frame: CGRect(x: 70, y: 33, width: 60, height: 35))
      ])
  }

  @Test func tappingTheToggleChangesItsElement() throws {
    let host = ViewHost(SeedContentView(), size: CGSize(width: 300, height: 200))
    let before = host.accessibilityTree()
    #expect(before.map(\.label) == ["Értesítések", "Kapcsoló"])
    #expect(before.map(\.value) == [nil, "Ki"])
    #expect(before.map(\.traits) == [.isStaticText, []])
    // The toggle is 60 × 35, centred across 300 and 8 points (the default spacing) below the
    // text.
    let toggle = try #require(before.last?.frame)
    #expect(toggle.size == CGSize(width: 60, height: 35))
    #expect(toggle.minX == 120)
    #expect(toggle.minY == before[0].frame.maxY + 8)
    // Activating the element where a screen reader would: the centre of its frame.
    #expect(host.tap(at: CGPoint(x: toggle.midX, y: toggle.midY)))
    let after = host.accessibilityTree()
    #expect(after.map(\.value) == [nil, "Be"])
    #expect(after.map(\.traits) == [.isStaticText, .isSelected])
    #expect(after.last?.frame == toggle)
  }
}

import Foundation

/// Seed 000's case study: a switch made of a 60×35 capsule track (the active or inactive
/// colour) and a 30×30 thumb that sits 12.5 points either side of the centre; a tap toggles
/// `isOn`, animated with `.easeInOut(duration: 0.2)`.
///
/// Accessibility, as the seed asks: label "Kapcsoló" ("Switch"), value "Be"/"Ki" ("On"/"Off"),
/// and the `.isSelected` trait while on; the label and the values can be given.
public struct CustomToggle: View {
  @Binding var isOn: Bool
  let activeColor: Color
  let inactiveColor: Color
  let thumbColor: Color
  let label: Text
  let onValue: Text
  let offValue: Text

  /// Creates a toggle bound to `isOn` with the seed's colours and Hungarian accessibility
  /// label and values as defaults.
  public init(
    isOn: Binding<Bool>, activeColor: Color = .green,
    inactiveColor: Color = Color.gray.opacity(0.6), thumbColor: Color = .white,
    label: Text = Text("Kapcsoló"), onValue: Text = Text("Be"), offValue: Text = Text("Ki")
  ) {
    _isOn = isOn
    self.activeColor = activeColor
    self.inactiveColor = inactiveColor
    self.thumbColor = thumbColor
    self.label = label
    self.onValue = onValue
    self.offValue = offValue
  }

  /// The track and the thumb.
  public var body: some View {
    ZStack {
      Capsule()
        .fill(isOn ? activeColor : inactiveColor)
        .frame(width: 60, height: 35)
        .animation(.easeInOut(duration: 0.2), value: isOn)
      Circle()
        .fill(thumbColor)
        .frame(width: 30, height: 30)
        .offset(x: isOn ? 12.5 : -12.5)
        .shadow(radius: 2, x: 1, y: 1)
        .animation(.easeInOut(duration: 0.2), value: isOn)
    }
    .onTapGesture {
      isOn.toggle()
    }
    .accessibilityLabel(label)
    .accessibilityValue(isOn ? onValue : offValue)
    .accessibilityAddTraits(isOn ? .isSelected : [])
  }
}

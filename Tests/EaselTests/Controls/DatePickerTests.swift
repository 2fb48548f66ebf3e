import Easel
import EaselCairo
import EaselTesting
import Foundation
import Testing

/// `DatePicker`: the compact style's date capsule opens a month calendar on a card beside it
/// and a tap on a day chooses it (keeping the time) and closes the card; the graphical
/// style's chevrons change month; days out of the range are greyed and cannot be chosen; a
/// wheel steps one value a row (35 points) dragged. All in a fixed calendar, time zone (UTC)
/// and locale (en_US).
@MainActor
@Suite struct DatePickerTests {
  @MainActor final class Model {
    var date: Date
    init(_ date: Date) { self.date = date }
  }

  static let utc = TimeZone(identifier: "UTC")!

  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }

  /// A date in UTC.
  static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 41)
    -> Date
  {
    calendar.date(
      from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
  }

  static func parts(_ date: Date) -> [Int] {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return [c.year!, c.month!, c.day!, c.hour!, c.minute!]
  }

  struct Screen<Picker: View>: View {
    let model: Model
    let picker: (Binding<Date>) -> Picker

    var body: some View {
      let binding = Binding(get: { model.date }, set: { model.date = $0 })
      VStack {
        picker(binding)
        Spacer()
      }
      .padding(.top, 40)
      .padding(.horizontal, 16)
      .environment(\.timeZone, DatePickerTests.utc)
      .environment(\.calendar, DatePickerTests.calendar)
      .environment(\.locale, Locale(identifier: "en_US"))
    }
  }

  /// The time capsule's label.
  static func timeLabel<V: View>(in host: ViewHost<V>) -> String? {
    host.accessibilityTree().first { $0.label.hasPrefix("10:4") }?.label
  }

  static let size = CGSize(width: 393, height: 852)

  func host<Picker: View>(_ model: Model, _ picker: @escaping (Binding<Date>) -> Picker)
    -> ViewHost<Screen<Picker>>
  {
    ViewHost(Screen(model: model, picker: picker), size: Self.size)
  }

  @Test func theCompactDateOpensACalendarAndATapOnADayChoosesItAndCloses() throws {
    let model = Model(Self.date(2001, 3, 6))
    let host = host(model) { DatePicker("Start", selection: $0) }
    let capsule = try #require(host.frame(ofLabel: "Mar 6, 2001"))
    // ICU writes a narrow no-break space before AM.
    #expect(Self.timeLabel(in: host)?.replacingOccurrences(of: "\u{202F}", with: " ") == "10:41 AM")
    let time = try #require(host.frame(ofLabel: Self.timeLabel(in: host) ?? ""))
    #expect(time.maxX == Self.size.width - 16, "the capsules are at the trailing edge")
    #expect(time.minX == capsule.maxX + 6)
    let element = try #require(host.accessibilityTree().first { $0.label == "Mar 6, 2001" })
    #expect(element.traits.contains(.isButton))
    #expect(host.tap(label: "Mar 6, 2001"))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    let card = try #require(host.presentedCardFrame)
    #expect(card.minY == capsule.maxY + 8, "the card opens under the capsule")
    let day = try #require(host.frame(ofLabel: "21"))
    #expect(card.contains(day))
    #expect(host.tap(label: "21"))
    host.waitForTransitions()
    #expect(Self.parts(model.date) == [2001, 3, 21, 10, 41], "the day changes, not the time")
    #expect(host.presentedLayerCount == 0)
    #expect(host.frame(ofLabel: "Mar 21, 2001") != nil)
  }

  @Test func theCalendarListsTheMonthFromTheFirstWeekdayAndMarksTheChosenDay() throws {
    let model = Model(Self.date(2001, 3, 6))
    let host = host(model) {
      DatePicker("Start", selection: $0, displayedComponents: .date).datePickerStyle(.graphical)
    }
    #expect(host.frame(ofLabel: "March 2001") != nil)
    // 1 March 2001 was a Thursday: in a week from Sunday, the fifth column.
    let first = try #require(host.frame(ofLabel: "1"))
    let fourth = try #require(host.frame(ofLabel: "4"))
    let eleventh = try #require(host.frame(ofLabel: "11"))
    #expect(fourth.minY == first.maxY, "Sunday the 4th starts the second week")
    #expect(eleventh.minX == fourth.minX)
    // Seven equal columns (to a pixel).
    #expect(abs((first.minX - fourth.minX) - 4 * first.width) <= 1)
    let chosen = host.accessibilityTree().filter { $0.traits.contains(.isSelected) }
    #expect(chosen.map(\.label) == ["6"])
    let day = try #require(host.accessibilityTree().first { $0.label == "21" })
    #expect(day.traits.contains(.isButton))
    #expect(host.frame(ofLabel: "Time") == nil, "no time without hourAndMinute")
  }

  @Test func theChevronsChangeMonth() throws {
    let model = Model(Self.date(2001, 3, 6))
    let host = host(model) { DatePicker("Start", selection: $0).datePickerStyle(.graphical) }
    #expect(host.tap(label: "Next Month"))
    host.waitForTransitions()
    #expect(host.frame(ofLabel: "April 2001") != nil)
    #expect(host.tap(label: "Next Month"))
    #expect(host.tap(label: "Previous Month"))
    #expect(host.tap(label: "Previous Month"))
    #expect(host.tap(label: "Previous Month"))
    host.waitForTransitions()
    #expect(host.frame(ofLabel: "February 2001") != nil)
    #expect(host.tap(label: "28"))
    #expect(Self.parts(model.date) == [2001, 2, 28, 10, 41])
    #expect(host.frame(ofLabel: "Time") != nil)
  }

  @Test func daysOutOfTheRangeCannotBeChosen() throws {
    let model = Model(Self.date(2001, 3, 12))
    let range = Self.date(2001, 3, 10, 12, 0)...Self.date(2001, 3, 20, 9, 0)
    let host = host(model) {
      DatePicker("Start", selection: $0, in: range).datePickerStyle(.graphical)
    }
    host.tap(label: "9")
    #expect(Self.parts(model.date) == [2001, 3, 12, 10, 41])
    host.tap(label: "25")
    #expect(Self.parts(model.date) == [2001, 3, 12, 10, 41])
    // The first day of the range can be chosen; its time is moved into the range.
    #expect(host.tap(label: "10"))
    #expect(Self.parts(model.date) == [2001, 3, 10, 12, 0])
    #expect(host.tap(label: "20"))
    #expect(Self.parts(model.date) == [2001, 3, 20, 9, 0])
  }

  @Test func aWheelStepsOneValueARowDragged() throws {
    let model = Model(Self.date(2001, 3, 6))
    let host = host(model) {
      DatePicker("Start", selection: $0, displayedComponents: .date).datePickerStyle(.wheel)
    }
    let day = try #require(host.frame(ofLabel: "Day"))
    #expect(host.drag(from: CGPoint(x: day.midX, y: day.midY), by: CGSize(width: 0, height: -70)))
    #expect(Self.parts(model.date) == [2001, 3, 8, 10, 41])
    #expect(host.drag(from: CGPoint(x: day.midX, y: day.midY), by: CGSize(width: 0, height: 35)))
    #expect(Self.parts(model.date) == [2001, 3, 7, 10, 41])
    let month = try #require(host.frame(ofLabel: "Month"))
    #expect(
      host.drag(from: CGPoint(x: month.midX, y: month.midY), by: CGSize(width: 0, height: 105)))
    // The month wraps around within the year: three rows before March is December.
    #expect(Self.parts(model.date) == [2001, 12, 7, 10, 41])
  }

  @Test func aWheelIsAdjustable() throws {
    let model = Model(Self.date(2001, 3, 31))
    let host = host(model) {
      DatePicker("Start", selection: $0, displayedComponents: .date).datePickerStyle(.wheel)
    }
    let day = try #require(host.accessibilityTree().first { $0.label == "Day" })
    #expect(day.value == "31")
    #expect(day.adjust(.increment))
    #expect(Self.parts(model.date) == [2001, 3, 1, 10, 41], "the day wraps within the month")
    let year = try #require(host.accessibilityTree().first { $0.label == "Year" })
    #expect(year.adjust(.decrement))
    #expect(Self.parts(model.date) == [2000, 3, 1, 10, 41])
  }

  @Test func aWheelStopsAtTheEndOfTheRange() throws {
    let model = Model(Self.date(2001, 3, 6))
    let range = Self.date(2001, 1, 1)...Self.date(2001, 3, 7, 23, 0)
    let host = host(model) {
      DatePicker("Start", selection: $0, in: range, displayedComponents: .date)
        .datePickerStyle(.wheel)
    }
    let day = try #require(host.frame(ofLabel: "Day"))
    #expect(
      host.drag(from: CGPoint(x: day.midX, y: day.midY), by: CGSize(width: 0, height: -140)))
    #expect(Self.parts(model.date) == [2001, 3, 7, 23, 0])
  }

  @Test func theCompactTimeOpensHourAndMinuteWheels() throws {
    let model = Model(Self.date(2001, 3, 6))
    let host = host(model) { DatePicker("Start", selection: $0) }
    let time = try #require(Self.timeLabel(in: host))
    #expect(host.tap(label: time))
    host.waitForTransitions()
    #expect(host.presentedLayerCount == 1)
    let minute = try #require(host.frame(ofLabel: "Minute"))
    #expect(
      host.drag(from: CGPoint(x: minute.midX, y: minute.midY), by: CGSize(width: 0, height: -35)))
    #expect(Self.parts(model.date) == [2001, 3, 6, 10, 42])
    let hour = try #require(host.frame(ofLabel: "Hour"))
    #expect(
      host.drag(from: CGPoint(x: hour.midX, y: hour.midY), by: CGSize(width: 0, height: -70)))
    #expect(Self.parts(model.date) == [2001, 3, 6, 0, 42], "11, then 12 AM: the hour wraps")
  }

  struct FormScreen: View {
    @State var date = DatePickerTests.date(2001, 3, 6)
    var body: some View {
      Form {
        DatePicker("Starts", selection: $date)
        DatePicker("Ends", selection: $date, displayedComponents: .date)
      }
      .environment(\.timeZone, DatePickerTests.utc)
      .environment(\.calendar, DatePickerTests.calendar)
      .environment(\.locale, Locale(identifier: "en_US"))
    }
  }

  @Test func anOpenCalendarInTheDark() throws {
    let open = ViewHost(FormScreen(), size: CGSize(width: 393, height: 620), colorScheme: .dark)
    let starts = try #require(
      open.accessibilityTree().first { $0.label == "Mar 6, 2001" }?.frame)
    #expect(open.tap(at: CGPoint(x: starts.midX, y: starts.midY)))
    open.waitForTransitions()
    try assertSnapshot(of: open, as: .image(), named: "date-picker-compact-open-dark")
  }

  @Test func snapshots() throws {
    let form = ViewHost(FormScreen(), size: CGSize(width: 393, height: 300))
    try assertSnapshot(of: form, as: .image(), named: "date-picker-compact-form")
    let open = ViewHost(FormScreen(), size: CGSize(width: 393, height: 620))
    let starts = try #require(
      open.accessibilityTree().first { $0.label == "Mar 6, 2001" }?.frame)
    #expect(open.tap(at: CGPoint(x: starts.midX, y: starts.midY)))
    open.waitForTransitions()
    try assertSnapshot(of: open, as: .image(), named: "date-picker-compact-open")
    let model = Model(Self.date(2001, 3, 6))
    let graphical = host(model) {
      DatePicker("Start", selection: $0, in: Self.date(2001, 3, 3)...)
        .datePickerStyle(.graphical)
    }
    try assertSnapshot(of: graphical, as: .image(), named: "date-picker-graphical")
    let wheel = host(model) { DatePicker("Start", selection: $0).datePickerStyle(.wheel) }
    try assertSnapshot(of: wheel, as: .image(), named: "date-picker-wheel")
  }
}

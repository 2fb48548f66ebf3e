import Combine
import SwiftUI

/// A view model as most iOS code still writes it: `ObservableObject` with `@Published`
/// properties, and a Combine pipeline in `init` that debounces the query, drops repeats and
/// searches on the main run loop; a spinner shows while the typing has not settled.
public final class ContactSearchModel: ObservableObject {
  @Published public var query = ""
  @Published public private(set) var matches: [String] = []
  @Published public private(set) var isSearching = false
  @Published public private(set) var searchCount = 0

  private let contacts: [String]
  private var cancellables = Set<AnyCancellable>()

  public init(contacts: [String]) {
    self.contacts = contacts
    matches = contacts

    $query
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = true })
      .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
      .handleEvents(receiveOutput: { [weak self] _ in self?.isSearching = false })
      .removeDuplicates()
      .receive(on: RunLoop.main)
      .sink { [weak self] term in
        guard let self = self else { return }
        self.searchCount += 1
        self.matches =
          term.isEmpty
          ? self.contacts : self.contacts.filter { $0.lowercased().contains(term) }
      }
      .store(in: &cancellables)
  }
}

/// A search screen over `ContactSearchModel`, typed into with letter keys (there is no
/// keyboard in a test) and cleared with a button.
public struct ContactSearchView: View {
  @StateObject private var model: ContactSearchModel

  public init(contacts: [String]) {
    _model = StateObject(wrappedValue: ContactSearchModel(contacts: contacts))
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack {
        Text(model.query.isEmpty ? "Search" : model.query)
          .foregroundColor(model.query.isEmpty ? .secondary : .primary)
          .accessibilityIdentifier("query")
        Spacer()
        if model.isSearching {
          ProgressView().accessibilityIdentifier("spinner")
        }
        Button("Clear") { model.query = "" }
          .accessibilityIdentifier("clear")
      }
      HStack {
        ForEach(["a", "d", "l", "o"], id: \.self) { letter in
          Button(letter.uppercased()) { model.query.append(letter) }
            .buttonStyle(.bordered)
            .accessibilityIdentifier("key-\(letter)")
        }
      }
      ForEach(model.matches, id: \.self) { name in
        Text(name).accessibilityIdentifier("match")
      }
      Text("\(model.matches.count) of \(model.searchCount) searches")
        .font(.caption)
        .accessibilityIdentifier("summary")
    }
    .padding()
  }
}

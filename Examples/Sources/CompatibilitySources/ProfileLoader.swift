import Combine
import SwiftUI

/// What loading a profile can fail with.
public enum ProfileLoadError: Error, Equatable {
  case timedOut
  case offline
}

/// A profile service as an app's networking layer exposes one with Combine: a publisher of
/// the person's name, and one of each post's like count (a value per post, then finished).
public struct ProfileService {
  public var name: () -> AnyPublisher<String, ProfileLoadError>
  public var postLikes: () -> AnyPublisher<Int, ProfileLoadError>

  public init(
    name: @escaping () -> AnyPublisher<String, ProfileLoadError>,
    postLikes: @escaping () -> AnyPublisher<Int, ProfileLoadError>
  ) {
    self.name = name
    self.postLikes = postLikes
  }

  /// A service that answers from memory after a delay on the main run loop, as previews fake
  /// a network: the name after `nameLatency` seconds, the likes after `likesLatency`.
  public static func mock(
    name: String = "Ada Lovelace", likes: [Int] = [12, 30, 8],
    nameLatency: Double = 1, likesLatency: Double = 1
  ) -> ProfileService {
    ProfileService(
      name: {
        Just(name)
          .setFailureType(to: ProfileLoadError.self)
          .delay(for: .seconds(nameLatency), scheduler: RunLoop.main)
          .eraseToAnyPublisher()
      },
      postLikes: {
        likes.publisher
          .setFailureType(to: ProfileLoadError.self)
          .delay(for: .seconds(likesLatency), scheduler: RunLoop.main)
          .eraseToAnyPublisher()
      })
  }
}

/// Loads a profile with async/await over Combine: the name and all the posts' likes
/// (`collect()`) are waited for together (`zip`), giving up after five seconds (`timeout`),
/// and read in a `for try await` loop (`values`).
@MainActor
public final class ProfileLoaderModel: ObservableObject {
  public enum State: Equatable {
    case idle
    case loading
    case loaded(name: String, totalLikes: Int, posts: Int)
    case failed(ProfileLoadError)
  }

  @Published public private(set) var state = State.idle
  @Published public private(set) var attempts = 0
  let service: ProfileService

  public init(service: ProfileService) {
    self.service = service
  }

  public func load() async {
    state = .loading
    attempts += 1
    let profile = service.name()
      .zip(service.postLikes().collect())
      .timeout(.seconds(5), scheduler: RunLoop.main, customError: { .timedOut })
    do {
      for try await (name, likes) in profile.values {
        state = .loaded(name: name, totalLikes: likes.reduce(0, +), posts: likes.count)
      }
    } catch let error as ProfileLoadError {
      state = .failed(error)
    } catch {
      state = .failed(.offline)
    }
  }
}

/// A profile header that loads when asked: a spinner while loading, the name and likes once
/// loaded, and what went wrong otherwise.
public struct ProfileLoaderView: View {
  @StateObject private var model: ProfileLoaderModel

  public init(service: ProfileService = .mock()) {
    _model = StateObject(wrappedValue: ProfileLoaderModel(service: service))
  }

  var status: String {
    switch model.state {
    case .idle: return "Not loaded"
    case .loading: return "Loading…"
    case .loaded(let name, let likes, let posts): return "\(name): \(likes) likes on \(posts) posts"
    case .failed(.timedOut): return "Timed out"
    case .failed(.offline): return "Offline"
    }
  }

  public var body: some View {
    VStack(spacing: 12) {
      if model.state == .loading {
        ProgressView()
          .accessibilityIdentifier("spinner")
      }
      Text(status)
        .accessibilityIdentifier("status")
      Button(model.attempts == 0 ? "Load" : "Reload") {
        Task { await model.load() }
      }
      .disabled(model.state == .loading)
      .accessibilityIdentifier("load")
    }
    .padding()
  }
}

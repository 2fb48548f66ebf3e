import SwiftUI
import UIKit

/// A profile badge made from a `UIImage`, as code shared with UIKit has it: the person symbol
/// at a configured point size, or a photo from data when there is one, drawn with
/// `Image(uiImage:)`.
public struct AvatarBadge: View {
  let name: String
  let photo: Data?

  public init(name: String, photo: Data? = nil) {
    self.name = name
    self.photo = photo
  }

  private var avatar: UIImage {
    if let photo, let image = UIImage(data: photo) {
      return image
    }
    let configuration = UIImage.SymbolConfiguration(pointSize: 40, weight: .regular)
    return UIImage(systemName: "person.circle.fill", withConfiguration: configuration)!
  }

  public var body: some View {
    HStack(spacing: 12) {
      Image(uiImage: avatar)
        .resizable()
        .scaledToFit()
        .frame(width: 48, height: 48)
        .clipShape(Circle())
        .accessibilityIdentifier("avatar")
      VStack(alignment: .leading) {
        Text(name).font(.headline)
        Text("\(Int(avatar.size.width))×\(Int(avatar.size.height)) pt")
          .font(.caption)
          .accessibilityIdentifier("size")
      }
    }
    .padding()
  }
}

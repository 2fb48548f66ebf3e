/// What a text field's text is (`textContentType(_:)`), for autofill. Easel keeps it for
/// tests. The raw values are the HTML `autocomplete` tokens UIKit uses.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public let rawValue: String

  /// A content type from its raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A content type from its raw value.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A full name.
  public static let name = UITextContentType("name")
  /// A title before a name.
  public static let namePrefix = UITextContentType("honorific-prefix")
  /// A given name.
  public static let givenName = UITextContentType("given-name")
  /// A middle name.
  public static let middleName = UITextContentType("additional-name")
  /// A family name.
  public static let familyName = UITextContentType("family-name")
  /// A suffix after a name.
  public static let nameSuffix = UITextContentType("honorific-suffix")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// A job title.
  public static let jobTitle = UITextContentType("organization-title")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organization")
  /// A location.
  public static let location = UITextContentType("location")
  /// A whole street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType("address-line1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType("address-line2")
  /// A city.
  public static let addressCity = UITextContentType("address-level2")
  /// A state or province.
  public static let addressState = UITextContentType("address-level1")
  /// A city and a state.
  public static let addressCityAndState = UITextContentType("address-level1+2")
  /// A part of a city.
  public static let sublocality = UITextContentType("address-level3")
  /// A country.
  public static let countryName = UITextContentType("country-name")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A URL.
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("one-time-code")
}

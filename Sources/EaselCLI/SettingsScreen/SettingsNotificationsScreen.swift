import Easel

/// The detail pushed by the Notifications row.
struct SettingsNotificationsScreen: View {
  @Binding var notifications: Bool
  @Binding var sounds: Bool

  var body: some View {
    Form {
      Toggle("Allow Notifications", isOn: $notifications)
      Toggle("Sounds", isOn: $sounds)
    }
    .navigationTitle("Notifications")
    .navigationBarTitleDisplayMode(.inline)
  }
}

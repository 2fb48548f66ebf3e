import Easel

/// The Settings tab: a navigation stack over the settings list.
struct SettingsTab: View {
  @State private var devices = ["iPhone", "iPad", "Mac", "Apple Watch"]
  @State private var notifications = true
  @State private var sounds = false
  @State private var checks = 0
  @State private var showsHelp = false

  var body: some View {
    NavigationStack {
      List {
        Section("General") {
          NavigationLink("Notifications") {
            SettingsNotificationsScreen(notifications: $notifications, sounds: $sounds)
          }
          NavigationLink("Privacy") {
            List {
              Text("Location Services")
              Text("Tracking")
            }
            .navigationTitle("Privacy")
          }
        }
        Section("Devices") {
          ForEach(devices, id: \.self) { device in
            Text(device)
          }
          .onDelete { devices.remove(atOffsets: $0) }
        }
        Section {
          Button("Help") { showsHelp = true }
        } footer: {
          Text("Checked for updates \(checks) times")
        }
      }
      .refreshable {
        // As a network check would, the action takes a moment before it answers.
        try? await Task.sleep(for: .milliseconds(200))
        checks += 1
      }
      .navigationTitle("Settings")
      .sheet(isPresented: $showsHelp) {
        SettingsHelpSheet()
          .presentationDetents([.medium, .large])
      }
    }
  }
}

// twin: swiftui/twins/grouped-sections.lyt
// A settings list whose sections come from the model: a ForEach of groups, each a Section of
// a ForEach of its settings, as apps write lists of grouped data. It lays out as the sections
// written one by one (its twin), with iOS's inset-grouped metrics (layoutc-layout(7), as in
// screens/list-sections.lyt): under the 116-point navigation bar, the "General" header and a
// card of two 52-point rows, 16 in from each side (358 wide at 390), then the "Privacy"
// header and a card of one row.
import SwiftUI

struct Setting: Identifiable {
    let id = UUID()
    let title: String
}

struct SettingGroup: Identifiable {
    let id = UUID()
    let title: String
    let settings: [Setting]
}

struct SettingsList: View {
    let groups = [
        SettingGroup(title: "General", settings: [Setting(title: "About"), Setting(title: "Storage")]),
        SettingGroup(title: "Privacy", settings: [Setting(title: "Location")]),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(groups) { group in
                    Section(group.title) {
                        ForEach(group.settings) { setting in
                            Text(setting.title)
                        }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

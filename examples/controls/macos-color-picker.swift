// layoutc: --os macos26 --size 320x120
// The SwiftUI twin of macos-color-picker.lyt: the same layout, worked there.
import SwiftUI

struct ThemeColors: View {
    @State private var accent = Color.blue
    @State private var highlight = Color.yellow

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ColorPicker("Accent colour", selection: $accent)
            ColorPicker("Highlight", selection: $highlight, supportsOpacity: false)
        }
        .padding(20)
    }
}

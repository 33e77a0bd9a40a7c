// layoutc: --os macos26 --size 320x120
// The SwiftUI twin of macos-stepper-slider.lyt: the same layout, worked there.
import SwiftUI

struct PrintOptions: View {
    @State private var scale = 0.8
    @State private var copies = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Slider(value: $scale) {
                Text("Scale")
            }
            Stepper("Copies: \(copies)", value: $copies, in: 1...99)
        }
        .padding(20)
    }
}

// layoutc: --os macos26 --size 320x120
// The SwiftUI twin of macos-gauges.lyt: the same layout, worked there.
import SwiftUI

struct SystemStatus: View {
    var body: some View {
        HStack(spacing: 20) {
            Gauge(value: 0.62) {
                Text("CPU")
            } currentValueLabel: {
                Text("62%")
            }
            .gaugeStyle(.accessoryCircular)
            Gauge(value: 0.4) {
                Text("Storage")
            } currentValueLabel: {
                Text("200 GB free")
            }
            .gaugeStyle(.linearCapacity)
        }
        .padding(20)
    }
}

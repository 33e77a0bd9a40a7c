// The SwiftUI twin of view-that-fits-vertical.lyt: the same layout, worked there.
import SwiftUI

struct days: View {
    var body: some View {
        ViewThatFits(in: .vertical) {
            VStack {
                Text("Monday")
                Text("Tuesday")
                Text("Wednesday")
                Text("Thursday")
            }
            HStack {
                Text("Mon")
                Text("Tue")
                Text("Wed")
                Text("Thu")
            }
        }
    }
}

#Preview {
    VStack(spacing: 0) {
        days()
            .frame(height: 60)
        days()
            .frame(height: 90)
    }
}

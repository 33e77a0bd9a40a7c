// The SwiftUI twin of named-space.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        Color.blue
            .frame(height: 100)
        VStack(spacing: 0) {
            Color.green
                .frame(height: 30)
            GeometryReader { g in
                Text("\(g.frame(in: .named("card")).minY) in card, \(g.frame(in: .global).minY) on screen")
            }
                .frame(height: 60)
        }
            .padding(10)
            .coordinateSpace(name: "card")
    }
}

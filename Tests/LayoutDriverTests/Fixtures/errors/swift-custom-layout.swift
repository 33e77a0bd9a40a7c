import SwiftUI

struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct ContentView: View {
    var body: some View {
        Staircase {
            Text("One")
            Text("Two")
        }
    }
}

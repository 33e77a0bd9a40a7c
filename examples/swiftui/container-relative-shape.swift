// twin: swiftui/twins/container-relative-shape.lyt
// The teaching texts' first question: a ContainerRelativeShape inside a `.containerShape`
// follows the container's corners, concentric with them. It lays out as a Rectangle (it takes
// what it is offered); the picture (`--format svg`) rounds it.
// Worked (390x844 @3x): the 200×120 card is centred at (95, 362); the shape, padded 12 inside
// it, is (107, 374) 176×96. Drawn: its corners are 30 − 12 = 18 round, concentric with the
// card's 30.
import SwiftUI

struct Card: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(Color.blue)
                .padding(12)
        }
        .frame(width: 200, height: 120)
        .background(Color.gray)
        .containerShape(RoundedRectangle(cornerRadius: 30))
    }
}

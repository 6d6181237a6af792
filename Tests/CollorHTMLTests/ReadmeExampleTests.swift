import Collor
import CollorHTML
import Foundation
import Testing

// The README's page and transition examples, kept compiling and true.

private struct MemberAdapter: CollectionAdapter, Diffable, Equatable { var name: String }

private struct MemberCell: CollectionCellAdaptable {
    var name = ""
    mutating func update(with adapter: MemberAdapter) { name = adapter.name }
    func render(into html: inout HTMLWriter) {
        html.element("p", class: "member") { $0.text(name) }
    }
}

private final class MemberDescriptor: CollectionCellDescriptor<MemberCell> {}

private final class Crew: CollectionData {
    var names = ["Ada", "Grace"]
    override func reloadData() {
        super.reloadData()
        let section = TeamSection().uid("team")
        section.cells = names.map { MemberDescriptor(adapter: MemberAdapter(name: $0)).uid($0) }
        sections = [section]
    }
}

private final class TeamSection: CollectionSectionDescribable {
    let sectionStorage = SectionStorage()
}

@Test func readmePageAndTransitionExample() throws {
    let data = Crew()
    data.reloadData()
    let layout = FlowLayout(
        collectionView: CollectionView(width: 320, height: 480), collectionData: data)
    try layout.prepare()
    let page = try PageRenderer(options: PageOptions(title: "Crew")).page(layout)
    #expect(page.contains("<p class=\"member\">Grace</p>"))

    let before = try PageState(layout: layout)
    data.names = ["Grace", "Ada", "Linus"]
    let result = try data.update { try $0.diff() }
    try layout.prepare()
    let transition = try Transition(from: before, to: try PageState(layout: layout), result: result)
    let html = TransitionRenderer(options: PageOptions(duration: 400)).page(transition)
    #expect(html.contains("animation:collor-appear 400ms"))
    #expect(transition.summary == "1 appear, 0 disappear, 2 move, 0 reload")
}

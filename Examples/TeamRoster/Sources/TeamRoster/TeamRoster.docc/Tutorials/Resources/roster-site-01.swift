import CollorSiteCommand
import TeamRoster

// The roster's documentation site with its gallery: `swift run RosterSite build` writes `_site/`,
// `swift run RosterSite serve` previews it. The same command as the `collor` tool, with galleries.
await SiteCommand.main(galleries: [RosterGallery()])

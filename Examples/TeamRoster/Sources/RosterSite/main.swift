import TeamRoster

print(RosterGallery().title)

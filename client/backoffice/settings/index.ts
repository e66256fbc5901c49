// What the other back-office areas use of this area.

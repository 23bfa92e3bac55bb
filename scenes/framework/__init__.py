"""The arcade shell: app loop, scene stack, canvas, input, cursor, menus, storage, sound, worker."""

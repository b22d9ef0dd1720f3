# The product images of the shop, rendered from a scripted 3D scene of the real product.
#
#   blender -b --factory-startup -P scripts/images/scene.py -- --out DIR [--shots a,b] [--scale 0.25] [--samples N]
#
# One Blender unit is one inch. The screen is built as the shop builds it: a white aluminum
# frame of 5/16 x 3/4 inch rails with a spline channel, grey corner keys at the four corners,
# charcoal fiberglass mesh (18 x 16 strands per inch) held by a rubber spline, and two leaf
# tension springs on the top rail. Close shots model every strand of the weave; distant shots
# use the weave's average look (a charcoal veil), so the fine grid cannot alias into moire.
# Cycles on the CPU without a denoiser (Debian's Blender has no OpenImageDenoise): enough
# samples and the driver scales the result down.
import math
import sys

import bmesh
import bpy
from mathutils import Vector

FRAME_FACE = 0.75  # width of a rail's face
FRAME_DEPTH = 5 / 16  # depth of a rail
GROOVE = (0.2, 0.34)  # spline channel, measured from the rail's inner edge
GROOVE_DEPTH = 0.13
STRANDS = (18, 16)  # per inch: strands along x (spaced in y) and along y (spaced in x)
STRAND_RADIUS = 0.0055
SPLINE_RADIUS = 0.062

# Each shot: output size (gallery images square, the hero 16:9), samples and the builder.
SHOTS = {
    'front': (1200, 1200, 40),
    'corner': (1200, 1200, 48),
    'mesh': (1200, 1200, 40),
    'installed': (1200, 1200, 32),
    'springs': (1200, 1200, 48),
    'hero': (1600, 900, 32),
}


def parse_args():
    argv = sys.argv[sys.argv.index('--') + 1 :] if '--' in sys.argv else []
    args = {'out': '/tmp/renders', 'shots': ','.join(SHOTS), 'scale': '1', 'samples': '0'}
    for i in range(0, len(argv) - 1, 2):
        args[argv[i].lstrip('-')] = argv[i + 1]
    return args


# ---------------------------------------------------------------- materials


def principled(name, color, roughness=0.5, metallic=0.0, specular=0.5, coat=0.0):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes['Principled BSDF']
    bsdf.inputs['Base Color'].default_value = (*color, 1)
    bsdf.inputs['Roughness'].default_value = roughness
    bsdf.inputs['Metallic'].default_value = metallic
    bsdf.inputs['Specular'].default_value = specular
    bsdf.inputs['Clearcoat'].default_value = coat
    return mat


def noisy(mat, scale, strength, color_var=0.0, detail=6.0):
    """Adds a fine noise bump (and optionally a colour variation) to a principled material."""
    nt = mat.node_tree
    bsdf = nt.nodes['Principled BSDF']
    tex = nt.nodes.new('ShaderNodeTexNoise')
    tex.inputs['Scale'].default_value = scale
    tex.inputs['Detail'].default_value = detail
    bump = nt.nodes.new('ShaderNodeBump')
    bump.inputs['Strength'].default_value = strength
    bump.inputs['Distance'].default_value = 0.01
    nt.links.new(tex.outputs['Fac'], bump.inputs['Height'])
    nt.links.new(bump.outputs['Normal'], bsdf.inputs['Normal'])
    if color_var:
        base = bsdf.inputs['Base Color'].default_value[:]
        ramp = nt.nodes.new('ShaderNodeValToRGB')
        ramp.color_ramp.elements[0].color = tuple(max(0, c * (1 - color_var)) for c in base[:3]) + (1,)
        ramp.color_ramp.elements[1].color = tuple(min(1, c * (1 + color_var)) for c in base[:3]) + (1,)
        nt.links.new(tex.outputs['Fac'], ramp.inputs['Fac'])
        nt.links.new(ramp.outputs['Color'], bsdf.inputs['Base Color'])
    return mat


def node_material(name):
    """A material whose node tree holds only its output: (material, node tree, output node)."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    nt.nodes.clear()
    return mat, nt, nt.nodes.new('ShaderNodeOutputMaterial')


def veil(name, color, coverage):
    """The mesh seen from afar: a charcoal veil that lets (1 - coverage) of the light through."""
    mat, nt, out = node_material(name)
    mix = nt.nodes.new('ShaderNodeMixShader')
    clear = nt.nodes.new('ShaderNodeBsdfTransparent')
    body = nt.nodes.new('ShaderNodeBsdfPrincipled')
    body.inputs['Base Color'].default_value = (*color, 1)
    body.inputs['Roughness'].default_value = 0.55
    body.inputs['Specular'].default_value = 0.4
    mix.inputs['Fac'].default_value = coverage
    nt.links.new(clear.outputs[0], mix.inputs[1])
    nt.links.new(body.outputs[0], mix.inputs[2])
    nt.links.new(mix.outputs[0], out.inputs['Surface'])
    mat.blend_method = 'BLEND'
    return mat


def emission_sky(name, top, bottom, strength=1.0):
    mat, nt, out = node_material(name)
    em = nt.nodes.new('ShaderNodeEmission')
    em.inputs['Strength'].default_value = strength
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    ramp.color_ramp.elements[0].color = (*bottom, 1)
    ramp.color_ramp.elements[1].color = (*top, 1)
    coord = nt.nodes.new('ShaderNodeTexCoord')
    sep = nt.nodes.new('ShaderNodeSeparateXYZ')
    nt.links.new(coord.outputs['Generated'], sep.inputs[0])
    nt.links.new(sep.outputs['Y'], ramp.inputs['Fac'])
    nt.links.new(ramp.outputs['Color'], em.inputs['Color'])
    nt.links.new(em.outputs[0], out.inputs['Surface'])
    return mat


def foliage(name, scale=1.0):
    """A garden out of focus: patches of greens with a few flowers, diffuse and sunlit."""
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nt = mat.node_tree
    bsdf = nt.nodes['Principled BSDF']
    bsdf.inputs['Roughness'].default_value = 0.8
    noise = nt.nodes.new('ShaderNodeTexNoise')
    noise.inputs['Scale'].default_value = 0.03 * scale
    noise.inputs['Detail'].default_value = 8
    noise.inputs['Roughness'].default_value = 0.65
    ramp = nt.nodes.new('ShaderNodeValToRGB')
    els = ramp.color_ramp.elements
    els[0].position, els[0].color = 0.32, (0.008, 0.025, 0.008, 1)
    els[1].position, els[1].color = 0.68, (0.5, 0.62, 0.18, 1)
    mid = els.new(0.5)
    mid.color = (0.08, 0.2, 0.04, 1)
    flowers = nt.nodes.new('ShaderNodeTexVoronoi')
    flowers.inputs['Scale'].default_value = 0.12 * scale
    pick = nt.nodes.new('ShaderNodeMath')
    pick.operation = 'LESS_THAN'
    pick.inputs[1].default_value = 0.12
    mix = nt.nodes.new('ShaderNodeMixRGB')
    mix.inputs['Color2'].default_value = (0.85, 0.35, 0.45, 1)
    nt.links.new(noise.outputs['Fac'], ramp.inputs['Fac'])
    nt.links.new(flowers.outputs['Distance'], pick.inputs[0])
    nt.links.new(pick.outputs[0], mix.inputs['Fac'])
    nt.links.new(ramp.outputs['Color'], mix.inputs['Color1'])
    nt.links.new(mix.outputs['Color'], bsdf.inputs['Base Color'])
    return mat


class Materials:
    def __init__(self):
        self.frame = noisy(principled('powder-coated aluminum', (0.86, 0.86, 0.84), 0.32, coat=0.15), 220, 0.04)
        self.key = noisy(principled('corner key', (0.28, 0.29, 0.3), 0.45), 300, 0.05)
        self.spline = noisy(principled('spline', (0.02, 0.02, 0.021), 0.55, specular=0.4), 90, 0.25)
        self.strand = principled('coated fiberglass', (0.03, 0.03, 0.03), 0.48, specular=0.35)
        self.veil = veil('mesh from afar', (0.025, 0.026, 0.028), 0.62)
        self.steel = principled('spring steel', (0.62, 0.63, 0.66), 0.28, metallic=1.0)
        self.rivet = principled('rivet', (0.75, 0.75, 0.76), 0.3, metallic=1.0)
        self.backdrop = noisy(principled('backdrop', (0.3, 0.31, 0.32), 0.85, specular=0.2), 4, 0.02)


# ---------------------------------------------------------------- geometry helpers


def mesh_object(name, verts, faces, material, parent=None, smooth_angle=None, bevel=None):
    me = bpy.data.meshes.new(name)
    me.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(me)
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces)
    bm.to_mesh(me)
    bm.free()
    obj = bpy.data.objects.new(name, me)
    bpy.context.collection.objects.link(obj)
    obj.data.materials.append(material)
    if parent:
        obj.parent = parent
    if bevel:
        mod = obj.modifiers.new('bevel', 'BEVEL')
        mod.width = bevel
        mod.segments = 3
        mod.limit_method = 'ANGLE'
        mod.harden_normals = True
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(40)
    if smooth_angle is not None or bevel:
        for poly in me.polygons:
            poly.use_smooth = True
        if smooth_angle is not None:
            me.use_auto_smooth = True
            me.auto_smooth_angle = math.radians(smooth_angle)
    return obj


def extrude_profile(name, profile, origin, along, across, t_start, t_end, material, parent, depth_scale=1.0):
    """A straight rail: the 2D profile (u across from the inner edge, v depth) swept along `along`.
    t_start(u)/t_end(u) give each profile point's own start and end, for mitred ends."""
    o, a, c = Vector(origin), Vector(along), Vector(across)
    z = Vector((0, 0, 1))
    verts = []
    for t_of in (t_start, t_end):
        for u, v in profile:
            verts.append(tuple(o + a * t_of(u) + c * u + z * v * depth_scale))
    n = len(profile)
    faces = [tuple(range(n)), tuple(range(2 * n - 1, n - 1, -1))]
    for i in range(n):
        j = (i + 1) % n
        faces.append((i, j, n + j, n + i))
    return mesh_object(name, verts, faces, material, parent, bevel=0.012)


def rail_profile():
    g0, g1 = GROOVE
    d, f, gd = FRAME_DEPTH, FRAME_FACE, GROOVE_DEPTH
    # A closed profile: back, outer edge, face with the channel (a little wider inside), inner edge.
    return [
        (0, 0),
        (f, 0),
        (f, d),
        (g1, d),
        (g1 + 0.012, d - gd * 0.6),
        (g1, d - gd),
        (g0, d - gd),
        (g0 - 0.012, d - gd * 0.6),
        (g0, d),
        (0, d),
    ]


def sweep_ribbon(name, path, normals, width, thickness, side, material, parent):
    """A thin strip (a leaf spring) along a polyline: `normals` give the strip's thickness
    direction at each point, `side` its width direction."""
    verts, faces = [], []
    s = Vector(side) * (width / 2)
    for p, nrm in zip(path, normals):
        p, nrm = Vector(p), Vector(nrm) * (thickness / 2)
        verts += [tuple(p - s - nrm), tuple(p + s - nrm), tuple(p + s + nrm), tuple(p - s + nrm)]
    for i in range(len(path) - 1):
        a, b = 4 * i, 4 * (i + 1)
        for k in range(4):
            k2 = (k + 1) % 4
            faces.append((a + k, a + k2, b + k2, b + k))
    faces.append((0, 1, 2, 3))
    last = 4 * (len(path) - 1)
    faces.append((last + 3, last + 2, last + 1, last))
    return mesh_object(name, verts, faces, material, parent, smooth_angle=50)


def curve_object(name, splines, radius, material, parent=None, resolution=1):
    cu = bpy.data.curves.new(name, 'CURVE')
    cu.dimensions = '3D'
    cu.bevel_depth = radius
    cu.bevel_resolution = resolution
    cu.use_fill_caps = True
    for points, cyclic in splines:
        sp = cu.splines.new('POLY')
        sp.points.add(len(points) - 1)
        for pt, co in zip(sp.points, points):
            pt.co = (*co, 1)
        sp.use_cyclic_u = cyclic
    obj = bpy.data.objects.new(name, cu)
    bpy.context.collection.objects.link(obj)
    obj.data.materials.append(material)
    if parent:
        obj.parent = parent
    return obj


# ---------------------------------------------------------------- the screen


def build_screen(m, width, height, weave_region=None, springs=True, name='screen'):
    """A finished screen in its own frame of reference: x right, y up, the mesh side facing +z,
    the back of the frame at z = 0. `weave_region` (x0, y0, x1, y1) models every strand there;
    elsewhere the mesh is a veil. Returns the parent empty."""
    root = bpy.data.objects.new(name, None)
    bpy.context.collection.objects.link(root)
    f, d = FRAME_FACE, FRAME_DEPTH
    prof = rail_profile()
    key_prof = [(u, min(v, d - 0.012)) for u, v in prof]
    gap = 0.004  # the hairline between a cut rail and its corner key
    # (origin, along, across-to-outer-edge, length) of the four rails, measured at the inner edge
    rails = [
        ((0, height - f, 0), (1, 0, 0), (0, 1, 0), width),  # top
        ((0, f, 0), (1, 0, 0), (0, -1, 0), width),  # bottom
        ((f, 0, 0), (0, 1, 0), (-1, 0, 0), height),  # left
        ((width - f, 0, 0), (0, 1, 0), (1, 0, 0), height),  # right
    ]
    for i, (o, a, c, length) in enumerate(rails):
        extrude_profile(f'rail{i}', prof, o, a, c, lambda u: f + gap, lambda u: length - f - gap, m.frame, root)
        # the corner keys: each corner is two mitred halves in grey plastic
        extrude_profile(f'key{i}a', key_prof, o, a, c, lambda u: f - u, lambda u: f, m.key, root)
        extrude_profile(f'key{i}b', key_prof, o, a, c, lambda u: length - f, lambda u: length - f + u, m.key, root)

    # The spline: one rubber cord pressed into the channel all round, with rounded corners.
    gc = f - (GROOVE[0] + GROOVE[1]) / 2  # channel centre, from the outer edge
    zs = d - GROOVE_DEPTH + SPLINE_RADIUS * 0.95
    r = 0.05
    path = []
    corners = [(width - gc, height - gc, 0), (gc, height - gc, 90), (gc, gc, 180), (width - gc, gc, 270)]
    for cx, cy, start in corners:
        sx = -1 if cx > width / 2 else 1
        sy = -1 if cy > height / 2 else 1
        ox, oy = cx + sx * r, cy + sy * r
        for k in range(7):
            ang = math.radians(start + k * 15)
            path.append((ox + r * math.cos(ang), oy + r * math.sin(ang), zs))
    curve_object('spline', [(path, True)], SPLINE_RADIUS, m.spline, root, resolution=3)

    # The mesh: a veil over the opening and the faces up to the channel, and strands where asked.
    inner = gc  # the mesh ends at the channel centre, under the spline
    zm = d + STRAND_RADIUS
    if weave_region is None:
        mesh_object(
            'mesh',
            [(inner, inner, zm - 0.003), (width - inner, inner, zm - 0.003), (width - inner, height - inner, zm - 0.003), (inner, height - inner, zm - 0.003)],
            [(0, 1, 2, 3)],
            m.veil,
            root,
        )
    else:
        build_weave(m, root, width, height, weave_region)

    if springs:
        for sx in (width * 0.25, width * 0.75):
            build_spring(m, root, sx, height)
    return root


def build_weave(m, root, width, height, region):
    f, d = FRAME_FACE, FRAME_DEPTH
    gc = f - (GROOVE[0] + GROOVE[1]) / 2
    g_in = f - GROOVE[0]  # distance from the outer edge where the channel begins
    x0, y0, x1, y1 = region
    x0, y0 = max(x0, gc), max(y0, gc)
    x1, y1 = min(x1, width - gc), min(y1, height - gc)
    py, px = 1 / STRANDS[0], 1 / STRANDS[1]
    a = STRAND_RADIUS * 0.95
    base = d + STRAND_RADIUS

    def dip(x, y):
        """How far the mesh is pressed into the channel at (x, y): the mesh bends down into it."""
        into = max(g_in - x, g_in - y, x - (width - g_in), y - (height - g_in))
        if into <= 0:
            return 0.0
        return min(1.0, into / (g_in - gc)) ** 1.5 * (GROOVE_DEPTH * 0.55)

    splines = []
    steps = 8  # points per strand crossing, enough for a smooth over-under wave

    def strands(lo, hi, pitch, start, end, crossing_pitch, sign, to_xy):
        """The strands one every `pitch` from lo to hi, each from start to end, waving over and
        under the strands it crosses (one every `crossing_pitch`): a cosine whose phase flips
        from one strand to the next, `sign` opposite to the crossing strands. `to_xy` maps
        (along, across) to (x, y)."""
        for i in range(math.ceil(lo / pitch), math.floor(hi / pitch) + 1):
            across = i * pitch
            n = int((end - start) / crossing_pitch * steps) + 1
            pts = []
            for k in range(n):
                along = start + k * (end - start) / (n - 1)
                x, y = to_xy(along, across)
                wave = sign * a * math.cos(math.pi * along / crossing_pitch + i * math.pi)
                pts.append((x, y, base + wave - dip(x, y)))
            splines.append((pts, False))

    strands(y0, y1, py, x0, x1, px, 1, lambda along, across: (along, across))
    strands(x0, x1, px, y0, y1, py, -1, lambda along, across: (across, along))
    return curve_object('weave', splines, STRAND_RADIUS, m.strand, root, resolution=1)


def build_spring(m, root, x_mid, height):
    """A leaf tension spring riveted to the top edge of the top rail: flat foot, a bow that
    stands off the edge, and a curled tip that slides along it."""
    d = FRAME_DEPTH
    w = d * 0.8
    t = 0.014
    length = 2.4
    pts, nrms = [], []
    n = 60
    for k in range(n + 1):
        s = k / n
        x = x_mid - length / 2 + s * length
        if s < 0.22:
            h = 0
        else:
            q = (s - 0.22) / 0.78
            h = 0.38 * math.sin(math.pi * q) ** 1.2 * (1 - 0.25 * q)
        pts.append((x, height + t / 2 + 0.002 + h, d / 2))
    # the tip curls down towards the rail
    for k in range(1, 9):
        ang = k / 8 * math.pi * 0.6
        pts.append((pts[-1][0] + 0.02 * math.cos(ang), pts[-1][1] - 0.02 * math.sin(ang), d / 2))
    for k in range(len(pts)):
        p0 = Vector(pts[max(0, k - 1)])
        p1 = Vector(pts[min(len(pts) - 1, k + 1)])
        tan = (p1 - p0).normalized()
        nrms.append(tuple(Vector((-tan.y, tan.x, 0))))
    sweep_ribbon('spring', pts, nrms, w, t, (0, 0, 1), m.steel, root)
    bpy.ops.mesh.primitive_uv_sphere_add(segments=24, ring_count=12, radius=1)
    rivet = bpy.context.object
    rivet.scale = (0.07, 0.03, 0.07)
    rivet.location = (x_mid - length / 2 + 0.22, height + t + 0.002, d / 2)
    rivet.data.materials.append(m.rivet)
    for poly in rivet.data.polygons:
        poly.use_smooth = True
    rivet.parent = root


# ---------------------------------------------------------------- scene, lights, camera


def reset():
    bpy.ops.wm.read_factory_settings(use_empty=True)


def setup_render(w, h, samples, scale):
    sc = bpy.context.scene
    sc.render.engine = 'CYCLES'
    cy = sc.cycles
    cy.device = 'CPU'
    cy.samples = samples
    cy.use_adaptive_sampling = True
    cy.adaptive_threshold = 0.02
    cy.use_denoising = False
    cy.max_bounces = 6
    cy.diffuse_bounces = 3
    cy.glossy_bounces = 3
    cy.transmission_bounces = 4
    cy.transparent_max_bounces = 16
    cy.caustics_reflective = False
    cy.caustics_refractive = False
    cy.sample_clamp_indirect = 4
    cy.blur_glossy = 1.0
    sc.render.threads_mode = 'FIXED'
    sc.render.threads = 2
    sc.render.resolution_x = w
    sc.render.resolution_y = h
    sc.render.resolution_percentage = max(1, round(scale * 100))
    sc.render.film_transparent = False
    sc.render.image_settings.file_format = 'PNG'
    sc.render.image_settings.color_mode = 'RGB'
    sc.render.image_settings.color_depth = '8'
    sc.view_settings.view_transform = 'Filmic'
    sc.view_settings.look = 'Medium High Contrast'
    sc.unit_settings.system = 'NONE'


def world(color, strength):
    w = bpy.data.worlds.new('world')
    bpy.context.scene.world = w
    w.use_nodes = True
    bg = w.node_tree.nodes['Background']
    bg.inputs['Color'].default_value = (*color, 1)
    bg.inputs['Strength'].default_value = strength


def sun(rot_deg, strength, angle_deg, color=(1.0, 0.96, 0.9)):
    data = bpy.data.lights.new('sun', 'SUN')
    data.energy = strength
    data.angle = math.radians(angle_deg)
    data.color = color
    obj = bpy.data.objects.new('sun', data)
    obj.rotation_euler = [math.radians(a) for a in rot_deg]
    bpy.context.collection.objects.link(obj)
    return obj


def area(loc, target, size, power, color=(1, 1, 1)):
    data = bpy.data.lights.new('area', 'AREA')
    data.shape = 'DISK'
    data.size = size
    data.energy = power
    data.color = color
    obj = bpy.data.objects.new('area', data)
    obj.location = loc
    bpy.context.collection.objects.link(obj)
    look_at(obj, target)
    return obj


def look_at(obj, target):
    direction = Vector(target) - Vector(obj.location)
    obj.rotation_euler = direction.to_track_quat('-Z', 'Y').to_euler()


def camera(loc, target, lens, fstop=None, focus=None, sensor=36):
    data = bpy.data.cameras.new('camera')
    data.lens = lens
    data.sensor_width = sensor
    data.clip_start = 0.05
    data.clip_end = 5000
    obj = bpy.data.objects.new('camera', data)
    obj.location = loc
    bpy.context.collection.objects.link(obj)
    look_at(obj, target)
    if fstop:
        data.dof.use_dof = True
        data.dof.aperture_fstop = fstop
        data.dof.focus_distance = (Vector(focus or target) - Vector(loc)).length
    bpy.context.scene.camera = obj
    return obj


def studio(m, r=24):
    """A seamless paper sweep: floor, a cove of radius r, a wall behind (y = 40)."""
    verts, faces = [], []
    width = 400
    prof = [(-80, 0)] + [(40 - r + r * math.sin(math.radians(k * 7.5)), r - r * math.cos(math.radians(k * 7.5))) for k in range(13)] + [(40, 200)]
    for yy, zz in prof:
        verts += [(-width / 2, yy, zz), (width / 2, yy, zz)]
    for k in range(len(prof) - 1):
        faces.append((2 * k, 2 * k + 1, 2 * k + 3, 2 * k + 2))
    return mesh_object('sweep', verts, faces, m.backdrop, smooth_angle=60)


def stand(root, loc, tilt_deg=0.0, turn_deg=0.0):
    """Stands the screen up: its +z (mesh side) faces -y, towards the camera."""
    root.rotation_euler = (math.radians(90 - tilt_deg), 0, math.radians(turn_deg))
    root.location = loc


# ---------------------------------------------------------------- the shots


def shot_front(m):
    W, H = 28, 36
    studio(m, r=6)  # a tight cove, so the screen stands on the flat floor
    root = build_screen(m, W, H)
    stand(root, (-W / 2, 33.5, 0.0), tilt_deg=9)
    world((0.78, 0.82, 0.9), 0.45)
    sun((52, 0, -38), 2.6, 8)
    area((-45, -30, 45), (0, 28, 18), 40, 9000)
    area((55, -10, 30), (0, 28, 18), 50, 5000, (0.95, 0.97, 1.0))
    camera((-9, -62, 20), (0, 36, 17.6), 85)


def shot_corner(m):
    W, H = 28, 36
    studio(m)
    root = build_screen(m, W, H, weave_region=(0, H - 6, 6, H), springs=True)
    stand(root, (-W / 2, 26, 0.0), tilt_deg=9)
    world((0.78, 0.82, 0.9), 0.5)
    sun((55, 0, -30), 3.0, 6)
    area((-25, -20, 60), (-12, 30, 34), 20, 4000)
    # the top-left corner, from the front left and slightly above
    corner = Vector((-W / 2 + 0.9, 26 + H * math.sin(math.radians(9)) - 0.6, H * math.cos(math.radians(9)) - 1.0))
    camera(tuple(corner + Vector((-2.0, -6.4, 2.8))), tuple(corner + Vector((-0.15, 0.0, 0.25))), 85, fstop=4.5, focus=tuple(corner + Vector((-0.45, 0, 0.5))))


def shot_mesh(m):
    W, H = 28, 36
    root = build_screen(m, W, H, weave_region=(2, 14, 9, 22), springs=False)
    stand(root, (-W / 2, 0, 20), tilt_deg=0)
    bpy.ops.mesh.primitive_plane_add(size=600, location=(0, 160, 40), rotation=(math.radians(90), 0, 0))
    bpy.context.object.data.materials.append(foliage('garden'))
    # open sky above and behind the garden (out of frame): soft light on the strands from above
    bpy.ops.mesh.primitive_plane_add(size=1, location=(0, 150, 100), rotation=(math.radians(90), 0, 0))
    bpy.context.object.scale = (600, 120, 1)
    bpy.context.object.data.materials.append(emission_sky('sky', (0.55, 0.7, 0.95), (0.85, 0.9, 0.95), 1.2))
    world((0.55, 0.7, 0.95), 1.0)
    sun((40, 0, 160), 4.0, 3)
    area((-8, -20, 40), (-8, 0, 38), 20, 1500)
    target = Vector((-W / 2 + 5.4, 0, 20 + 17.6))
    camera(tuple(target + Vector((-2.0, -2.6, 0.6))), tuple(target), 100, fstop=4.5, focus=tuple(target))


def house(m, W, H):
    """A clapboard wall with a white-trimmed double-hung window; the screen over the lower sash.
    The wall is the plane y = 0, outside towards -y. Returns the screen's rest position."""
    siding = noisy(principled('siding', (0.42, 0.5, 0.55), 0.6), 1.2, 0.05, 0.06)
    trim = noisy(principled('trim', (0.88, 0.88, 0.86), 0.45), 60, 0.03)
    glass = bpy.data.materials.new('glass')
    glass.use_nodes = True
    gb = glass.node_tree.nodes['Principled BSDF']
    gb.inputs['Base Color'].default_value = (0.02, 0.025, 0.03, 1)
    gb.inputs['Roughness'].default_value = 0.02
    gb.inputs['Specular'].default_value = 0.9
    room = noisy(principled('room', (0.12, 0.1, 0.085), 0.9), 0.5, 0.1, 0.3)
    curtain = noisy(principled('curtain', (0.55, 0.62, 0.7), 0.9), 3, 0.3, 0.15)
    ow, oh = 34, 62  # the window opening
    cx, bottom = 0, 36
    left, right, top = cx - ow / 2, cx + ow / 2, bottom + oh
    # lap siding: boards 6 inches apart, each tilted so its lower edge stands out
    boards = []
    for k in range(40):
        z0 = k * 6.0
        verts = [(-200, 0, z0), (200, 0, z0), (200, 0, z0 + 6.6), (-200, 0, z0 + 6.6), (-200, -0.75, z0), (200, -0.75, z0), (200, -0.25, z0 + 6.6), (-200, -0.25, z0 + 6.6)]
        faces = [(4, 5, 6, 7), (0, 1, 5, 4), (3, 2, 1, 0), (7, 6, 2, 3)]
        boards.append((verts, faces))
    verts, faces = [], []
    for bv, bf in boards:
        base = len(verts)
        verts += bv
        faces += [tuple(base + i for i in f) for f in bf]
    wall = mesh_object('siding', verts, faces, siding)
    # cut the opening out of the wall with a boolean
    bpy.ops.mesh.primitive_cube_add(size=1, location=(cx, 0, bottom + oh / 2))
    hole = bpy.context.object
    hole.scale = (ow + 7.2, 10, oh + 7.2)
    hole.hide_render = True
    mod = wall.modifiers.new('opening', 'BOOLEAN')
    mod.object = hole
    mod.operation = 'DIFFERENCE'
    mod.solver = 'FAST'

    def box(name, x0, x1, y0, y1, z0, z1, mat, bevel=0.08):
        v = [(x0, y0, z0), (x1, y0, z0), (x1, y1, z0), (x0, y1, z0), (x0, y0, z1), (x1, y0, z1), (x1, y1, z1), (x0, y1, z1)]
        f = [(0, 1, 2, 3), (4, 7, 6, 5), (0, 4, 5, 1), (1, 5, 6, 2), (2, 6, 7, 3), (3, 7, 4, 0)]
        return mesh_object(name, v, f, mat, bevel=bevel)

    # casing, head with a drip cap, and a sloped sill with its apron
    box('casing-l', left - 3.6, left, -1.6, 0.2, bottom - 0.5, top + 3.6, trim)
    box('casing-r', right, right + 3.6, -1.6, 0.2, bottom - 0.5, top + 3.6, trim)
    box('head-casing', left, right, -1.6, 0.2, top, top + 3.6, trim)
    box('head', left - 4.2, right + 4.2, -2.2, 0.2, top + 3.6, top + 5.0, trim)
    box('sill', left - 4.6, right + 4.6, -3.2, 3, bottom - 1.3, bottom, trim)
    box('apron', left - 3.2, right + 3.2, -1.4, 0.2, bottom - 5.5, bottom - 1.3, trim)
    # the jambs (the channel the screen sits in) and the dark room behind
    box('jamb-l', left - 0.1, left + 0.7, 0, 6, bottom, top, trim, 0.03)
    box('jamb-r', right - 0.7, right + 0.1, 0, 6, bottom, top, trim, 0.03)
    box('jamb-t', left, right, 0, 6, top - 0.7, top + 0.1, trim, 0.03)
    box('room', -120, 120, 60, 62, -20, 200, room, 0)
    box('curtain', right - 12, right + 6, 30, 31, bottom - 10, top + 10, curtain, 0.5)
    # two sashes: the upper one outside, the lower inside (as built); glass in white rails
    sw, sh = ow - 1.4, oh / 2 + 0.75
    for name, ys, zb in (('upper', 2.2, bottom + oh / 2 - 0.75), ('lower', 4.0, bottom)):
        x0, x1, z0, z1 = left + 0.7, right - 0.7, zb, zb + sh
        rail = 2.2
        box(f'{name}-l', x0, x0 + rail, ys, ys + 1.6, z0, z1, trim, 0.05)
        box(f'{name}-r', x1 - rail, x1, ys, ys + 1.6, z0, z1, trim, 0.05)
        box(f'{name}-t', x0, x1, ys, ys + 1.6, z1 - rail, z1, trim, 0.05)
        box(f'{name}-b', x0, x1, ys, ys + 1.6, z0, z0 + rail * (1.6 if name == 'lower' else 1), trim, 0.05)
        box(f'{name}-glass', x0 + rail, x1 - rail, ys + 0.7, ys + 0.8, z0 + 1, z1 - 1, glass, 0)
    # shutters: painted louvered panels either side
    shutter = noisy(principled('shutter', (0.08, 0.16, 0.28), 0.5), 40, 0.05)
    for x0 in (left - 3.6 - 15.5, right + 3.6 + 0.3):
        box('shutter', x0, x0 + 15.2, -1.6, -0.4, bottom - 1, top + 3, shutter, 0.1)
        for k in range(int((oh + 4) / 2.2)):
            z = bottom + 2 + k * 2.2
            v = [(x0 + 2, -1.7, z), (x0 + 13.2, -1.7, z), (x0 + 13.2, -2.1, z + 1.8), (x0 + 2, -2.1, z + 1.8)]
            mesh_object('louver', v + [(x0 + 2, -1.4, z + 1.9), (x0 + 13.2, -1.4, z + 1.9)], [(0, 1, 2, 3), (3, 2, 5, 4)], shutter, smooth_angle=30)
    # a flower box under the sill
    box('planter', left - 2, right + 2, -12, -2.5, bottom - 12, bottom - 5, trim, 0.15)
    soil = principled('leaves', (0.08, 0.22, 0.05), 0.7)
    import random

    rnd = random.Random(7)
    for k in range(70):
        bpy.ops.mesh.primitive_ico_sphere_add(subdivisions=2, radius=rnd.uniform(1.2, 2.6), location=(rnd.uniform(left - 1, right + 1), rnd.uniform(-11, -4), bottom - 5 + rnd.uniform(0, 2.5)))
        leaf = bpy.context.object
        leaf.data.materials.append(soil)
        if rnd.random() < 0.35:
            petal = principled(f'flower{k}', rnd.choice([(0.8, 0.1, 0.12), (0.9, 0.5, 0.7), (0.95, 0.85, 0.3)]), 0.6)
            leaf.data.materials[0] = petal
            leaf.scale = (0.6, 0.6, 0.6)
            leaf.location.z += 1.5
    # the screen: in the outer channel of the frame, over the lower sash
    return (left + 0.15, -0.2, bottom + 0.2), (ow - 0.3, oh / 2 + 0.9)


def shot_installed(m, hero=False):
    (sx, sy, sz), (W, H) = house(m, 0, 0)
    root = build_screen(m, W, H, springs=False)
    stand(root, (sx, sy, sz))
    # ground and the sky
    bpy.ops.mesh.primitive_plane_add(size=2000, location=(0, 0, -30))
    bpy.context.object.data.materials.append(foliage('lawn', 8))
    world((0.45, 0.62, 0.95), 1.1)
    sun((50, 0, -55), 3.4, 2.5)
    if hero:
        camera((-70, -230, 66), (-28, 0, 62), 50)
    else:
        camera((-40, -175, 58), (0, 0, 62), 50)


def shot_springs(m):
    W, H = 28, 36
    studio(m)
    root = build_screen(m, W, H, weave_region=(0, H - 4, W, H), springs=True)
    stand(root, (-W / 2, 26, 0.0), tilt_deg=9)
    world((0.78, 0.82, 0.9), 0.5)
    sun((50, 0, -60), 3.0, 5)
    area((25, -5, 60), (0, 30, 36), 25, 3000)
    area((20, -30, 38), (7, 31, 36), 8, 1500)
    # from above the right end of the top rail, looking along it
    tilt = math.radians(9)
    top_r = Vector((W / 2 - 3, 26 + H * math.sin(tilt), H * math.cos(tilt)))
    spring = Vector((W / 2 - W * 0.25 - 0.3, top_r.y, top_r.z + 0.2))
    camera(tuple(spring + Vector((2.0, -5.0, 4.2))), tuple(spring + Vector((0.45, 0.0, -0.1))), 100, fstop=5.6, focus=tuple(spring))


def main():
    args = parse_args()
    scale = float(args['scale'])
    for name in args['shots'].split(','):
        reset()
        w, h, samples = SHOTS[name]
        if int(args['samples']):
            samples = int(args['samples'])
        setup_render(w, h, samples, scale)
        m = Materials()
        if name == 'hero':
            shot_installed(m, hero=True)
        else:
            {'front': shot_front, 'corner': shot_corner, 'mesh': shot_mesh, 'installed': shot_installed, 'springs': shot_springs}[name](m)
        bpy.context.scene.render.filepath = f"{args['out']}/{name}.png"
        bpy.ops.render.render(write_still=True)


main()
